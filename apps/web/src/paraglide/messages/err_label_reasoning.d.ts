/**
* | output |
* | --- |
* | "Reasoning" |
*
* @param {Err_Label_ReasoningInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_label_reasoning: ((inputs?: Err_Label_ReasoningInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Err_Label_ReasoningInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Err_Label_ReasoningInputs = {};
