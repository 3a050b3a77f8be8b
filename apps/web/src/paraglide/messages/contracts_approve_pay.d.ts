/**
* | output |
* | --- |
* | "Approve and pay" |
*
* @param {Contracts_Approve_PayInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const contracts_approve_pay: ((inputs?: Contracts_Approve_PayInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Contracts_Approve_PayInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Contracts_Approve_PayInputs = {};
