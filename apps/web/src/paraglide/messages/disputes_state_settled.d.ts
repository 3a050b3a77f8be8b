/**
* | output |
* | --- |
* | "Settled" |
*
* @param {Disputes_State_SettledInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const disputes_state_settled: ((inputs?: Disputes_State_SettledInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Disputes_State_SettledInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Disputes_State_SettledInputs = {};
