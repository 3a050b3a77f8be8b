/**
* | output |
* | --- |
* | "Evidence" |
*
* @param {Disputes_EvidenceInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const disputes_evidence: ((inputs?: Disputes_EvidenceInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Disputes_EvidenceInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Disputes_EvidenceInputs = {};
