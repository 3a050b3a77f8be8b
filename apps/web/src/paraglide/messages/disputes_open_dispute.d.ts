/**
* | output |
* | --- |
* | "Open dispute" |
*
* @param {Disputes_Open_DisputeInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const disputes_open_dispute: ((inputs?: Disputes_Open_DisputeInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Disputes_Open_DisputeInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Disputes_Open_DisputeInputs = {};
