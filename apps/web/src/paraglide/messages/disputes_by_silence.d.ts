/**
* | output |
* | --- |
* | "no answer in time" |
*
* @param {Disputes_By_SilenceInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const disputes_by_silence: ((inputs?: Disputes_By_SilenceInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Disputes_By_SilenceInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Disputes_By_SilenceInputs = {};
