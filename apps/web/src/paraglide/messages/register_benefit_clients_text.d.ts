/**
* | output |
* | --- |
* | "Work with businesses in Pakistan, the Gulf, Europe and North America." |
*
* @param {Register_Benefit_Clients_TextInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const register_benefit_clients_text: ((inputs?: Register_Benefit_Clients_TextInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Register_Benefit_Clients_TextInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Register_Benefit_Clients_TextInputs = {};
