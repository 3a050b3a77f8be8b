/**
* | output |
* | --- |
* | "Compare proposals, profiles, portfolios and ratings, and chat with candidates." |
*
* @param {Howitworks_C3_TextInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const howitworks_c3_text: ((inputs?: Howitworks_C3_TextInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Howitworks_C3_TextInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Howitworks_C3_TextInputs = {};
