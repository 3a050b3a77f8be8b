/**
* | output |
* | --- |
* | "Maximum Budget (£)" |
*
* @param {Jobs_Max_BudgetInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const jobs_max_budget: ((inputs?: Jobs_Max_BudgetInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Jobs_Max_BudgetInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Jobs_Max_BudgetInputs = {};
