/**
* | output |
* | --- |
* | "Invalid minimum budget" |
*
* @param {Err_Invalid_Minimum_BudgetInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_invalid_minimum_budget: ((inputs?: Err_Invalid_Minimum_BudgetInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Err_Invalid_Minimum_BudgetInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Err_Invalid_Minimum_BudgetInputs = {};
