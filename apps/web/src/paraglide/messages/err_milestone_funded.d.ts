/**
* | output |
* | --- |
* | "Milestone funded" |
*
* @param {Err_Milestone_FundedInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_milestone_funded: ((inputs?: Err_Milestone_FundedInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Err_Milestone_FundedInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Err_Milestone_FundedInputs = {};
