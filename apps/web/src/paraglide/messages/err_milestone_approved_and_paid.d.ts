/**
* | output |
* | --- |
* | "Milestone approved and paid" |
*
* @param {Err_Milestone_Approved_And_PaidInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_milestone_approved_and_paid: ((inputs?: Err_Milestone_Approved_And_PaidInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Err_Milestone_Approved_And_PaidInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Err_Milestone_Approved_And_PaidInputs = {};
