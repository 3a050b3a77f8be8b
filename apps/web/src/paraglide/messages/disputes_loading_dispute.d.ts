/**
* | output |
* | --- |
* | "Loading dispute..." |
*
* @param {Disputes_Loading_DisputeInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const disputes_loading_dispute: ((inputs?: Disputes_Loading_DisputeInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Disputes_Loading_DisputeInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Disputes_Loading_DisputeInputs = {};
