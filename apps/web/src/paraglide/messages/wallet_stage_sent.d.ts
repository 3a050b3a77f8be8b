/**
* | output |
* | --- |
* | "Sent to your bank on {date}" |
*
* @param {Wallet_Stage_SentInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const wallet_stage_sent: ((inputs: Wallet_Stage_SentInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Wallet_Stage_SentInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Wallet_Stage_SentInputs = {
    date: NonNullable<unknown>;
};
