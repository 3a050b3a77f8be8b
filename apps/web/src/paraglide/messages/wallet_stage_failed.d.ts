/**
* | output |
* | --- |
* | "Failed: {reason}, the money is back in your balance" |
*
* @param {Wallet_Stage_FailedInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const wallet_stage_failed: ((inputs: Wallet_Stage_FailedInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Wallet_Stage_FailedInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Wallet_Stage_FailedInputs = {
    reason: NonNullable<unknown>;
};
