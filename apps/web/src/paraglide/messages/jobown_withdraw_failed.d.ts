/**
* | output |
* | --- |
* | "Failed to withdraw proposal" |
*
* @param {Jobown_Withdraw_FailedInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const jobown_withdraw_failed: ((inputs?: Jobown_Withdraw_FailedInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Jobown_Withdraw_FailedInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Jobown_Withdraw_FailedInputs = {};
