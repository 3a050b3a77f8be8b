/**
* | output |
* | --- |
* | "· answer by {date}" |
*
* @param {Disputes_Meta_Answer_ByInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const disputes_meta_answer_by: ((inputs: Disputes_Meta_Answer_ByInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Disputes_Meta_Answer_ByInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Disputes_Meta_Answer_ByInputs = {
    date: NonNullable<unknown>;
};
