/**
* | output |
* | --- |
* | "Highest Budget" |
*
* @param {Jobs_Highest_BudgetInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const jobs_highest_budget: ((inputs?: Jobs_Highest_BudgetInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Jobs_Highest_BudgetInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Jobs_Highest_BudgetInputs = {};
