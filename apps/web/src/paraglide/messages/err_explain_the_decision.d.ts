/**
* | output |
* | --- |
* | "Explain the decision" |
*
* @param {Err_Explain_The_DecisionInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_explain_the_decision: ((inputs?: Err_Explain_The_DecisionInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Err_Explain_The_DecisionInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Err_Explain_The_DecisionInputs = {};
