/**
* | output |
* | --- |
* | "Evidence attached" |
*
* @param {Err_Evidence_AttachedInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_evidence_attached: ((inputs?: Err_Evidence_AttachedInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Err_Evidence_AttachedInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Err_Evidence_AttachedInputs = {};
