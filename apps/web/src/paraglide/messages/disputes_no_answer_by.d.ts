/**
* | output |
* | --- |
* | "If there is no answer by {date}, it settles on this proposal." |
*
* @param {Disputes_No_Answer_ByInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const disputes_no_answer_by: ((inputs: Disputes_No_Answer_ByInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Disputes_No_Answer_ByInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Disputes_No_Answer_ByInputs = {
    date: NonNullable<unknown>;
};
