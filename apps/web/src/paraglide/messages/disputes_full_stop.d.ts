/**
* | output |
* | --- |
* | "." |
*
* @param {Disputes_Full_StopInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const disputes_full_stop: ((inputs?: Disputes_Full_StopInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Disputes_Full_StopInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Disputes_Full_StopInputs = {};
