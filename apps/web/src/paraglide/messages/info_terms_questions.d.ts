/**
* | output |
* | --- |
* | "Questions about these terms?" |
*
* @param {Info_Terms_QuestionsInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const info_terms_questions: ((inputs?: Info_Terms_QuestionsInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Info_Terms_QuestionsInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Info_Terms_QuestionsInputs = {};
