/**
* | output |
* | --- |
* | "Dispute not found" |
*
* @param {Disputes_Not_FoundInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const disputes_not_found: ((inputs?: Disputes_Not_FoundInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Disputes_Not_FoundInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Disputes_Not_FoundInputs = {};
