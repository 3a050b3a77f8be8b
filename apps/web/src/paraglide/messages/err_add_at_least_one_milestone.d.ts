/**
* | output |
* | --- |
* | "Add at least one milestone" |
*
* @param {Err_Add_At_Least_One_MilestoneInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_add_at_least_one_milestone: ((inputs?: Err_Add_At_Least_One_MilestoneInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Err_Add_At_Least_One_MilestoneInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Err_Add_At_Least_One_MilestoneInputs = {};
