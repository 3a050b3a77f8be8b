/**
* | output |
* | --- |
* | "Contract ended" |
*
* @param {Err_Contract_EndedInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_contract_ended: ((inputs?: Err_Contract_EndedInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Err_Contract_EndedInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Err_Contract_EndedInputs = {};
