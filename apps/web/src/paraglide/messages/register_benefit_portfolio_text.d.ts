/**
* | output |
* | --- |
* | "Show finished projects, certificates and reviews on your public profile." |
*
* @param {Register_Benefit_Portfolio_TextInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const register_benefit_portfolio_text: ((inputs?: Register_Benefit_Portfolio_TextInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Register_Benefit_Portfolio_TextInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Register_Benefit_Portfolio_TextInputs = {};
