/**
* | output |
* | --- |
* | "Attach evidence" |
*
* @param {Disputes_Attach_EvidenceInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const disputes_attach_evidence: ((inputs?: Disputes_Attach_EvidenceInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Disputes_Attach_EvidenceInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Disputes_Attach_EvidenceInputs = {};
