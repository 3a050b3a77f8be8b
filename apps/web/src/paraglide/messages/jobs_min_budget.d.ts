/**
* | output |
* | --- |
* | "Minimum Budget (£)" |
*
* @param {Jobs_Min_BudgetInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const jobs_min_budget: ((inputs?: Jobs_Min_BudgetInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Jobs_Min_BudgetInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Jobs_Min_BudgetInputs = {};
