/**
* | output |
* | --- |
* | "Unknown contract status" |
*
* @param {Err_Unknown_Contract_StatusInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_unknown_contract_status: ((inputs?: Err_Unknown_Contract_StatusInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Err_Unknown_Contract_StatusInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Err_Unknown_Contract_StatusInputs = {};
