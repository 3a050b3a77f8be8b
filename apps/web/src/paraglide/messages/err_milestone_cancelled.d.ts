/**
* | output |
* | --- |
* | "Milestone cancelled" |
*
* @param {Err_Milestone_CancelledInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_milestone_cancelled: ((inputs?: Err_Milestone_CancelledInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Err_Milestone_CancelledInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Err_Milestone_CancelledInputs = {};
