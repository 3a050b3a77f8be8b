/**
* | output |
* | --- |
* | "Reason:" |
*
* @param {Disputes_Reason_PrefixInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const disputes_reason_prefix: ((inputs?: Disputes_Reason_PrefixInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Disputes_Reason_PrefixInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Disputes_Reason_PrefixInputs = {};
