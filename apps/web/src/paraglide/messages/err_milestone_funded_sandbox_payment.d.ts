/**
* | output |
* | --- |
* | "Milestone funded (sandbox payment)" |
*
* @param {Err_Milestone_Funded_Sandbox_PaymentInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_milestone_funded_sandbox_payment: ((inputs?: Err_Milestone_Funded_Sandbox_PaymentInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Err_Milestone_Funded_Sandbox_PaymentInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Err_Milestone_Funded_Sandbox_PaymentInputs = {};
