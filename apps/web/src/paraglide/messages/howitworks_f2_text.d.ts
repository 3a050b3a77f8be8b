/**
* | output |
* | --- |
* | "Search the job board by category, budget and keywords." |
*
* @param {Howitworks_F2_TextInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const howitworks_f2_text: ((inputs?: Howitworks_F2_TextInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Howitworks_F2_TextInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Howitworks_F2_TextInputs = {};
