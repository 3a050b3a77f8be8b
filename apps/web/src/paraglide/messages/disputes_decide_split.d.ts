/**
* | output |
* | --- |
* | "Decide split" |
*
* @param {Disputes_Decide_SplitInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const disputes_decide_split: ((inputs?: Disputes_Decide_SplitInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Disputes_Decide_SplitInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Disputes_Decide_SplitInputs = {};
