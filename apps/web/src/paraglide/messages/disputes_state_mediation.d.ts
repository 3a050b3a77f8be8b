/**
* | output |
* | --- |
* | "In mediation" |
*
* @param {Disputes_State_MediationInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const disputes_state_mediation: ((inputs?: Disputes_State_MediationInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Disputes_State_MediationInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Disputes_State_MediationInputs = {};
