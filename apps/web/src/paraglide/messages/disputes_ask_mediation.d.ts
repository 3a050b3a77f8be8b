/**
* | output |
* | --- |
* | "Ask for mediation" |
*
* @param {Disputes_Ask_MediationInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const disputes_ask_mediation: ((inputs?: Disputes_Ask_MediationInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Disputes_Ask_MediationInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Disputes_Ask_MediationInputs = {};
