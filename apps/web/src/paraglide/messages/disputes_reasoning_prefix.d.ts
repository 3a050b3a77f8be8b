/**
* | output |
* | --- |
* | "Reasoning:" |
*
* @param {Disputes_Reasoning_PrefixInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const disputes_reasoning_prefix: ((inputs?: Disputes_Reasoning_PrefixInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Disputes_Reasoning_PrefixInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Disputes_Reasoning_PrefixInputs = {};
