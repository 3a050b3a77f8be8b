/**
* | output |
* | --- |
* | "Queued for payment" |
*
* @param {Wallet_Stage_QueuedInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const wallet_stage_queued: ((inputs?: Wallet_Stage_QueuedInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Wallet_Stage_QueuedInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Wallet_Stage_QueuedInputs = {};
