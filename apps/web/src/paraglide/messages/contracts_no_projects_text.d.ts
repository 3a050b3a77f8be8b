/**
* | output |
* | --- |
* | "Offers you make or receive appear here." |
*
* @param {Contracts_No_Projects_TextInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const contracts_no_projects_text: ((inputs?: Contracts_No_Projects_TextInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Contracts_No_Projects_TextInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Contracts_No_Projects_TextInputs = {};
