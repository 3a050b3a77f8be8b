/**
* | output |
* | --- |
* | "Milestone added" |
*
* @param {Err_Milestone_AddedInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_milestone_added: ((inputs?: Err_Milestone_AddedInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Err_Milestone_AddedInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Err_Milestone_AddedInputs = {};
