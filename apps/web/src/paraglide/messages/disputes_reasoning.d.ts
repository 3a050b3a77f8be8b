/**
* | output |
* | --- |
* | "Reasoning" |
*
* @param {Disputes_ReasoningInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const disputes_reasoning: ((inputs?: Disputes_ReasoningInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Disputes_ReasoningInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Disputes_ReasoningInputs = {};
