/**
* | output |
* | --- |
* | "Minimum budget" |
*
* @param {Err_Label_Minimum_BudgetInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_label_minimum_budget: ((inputs?: Err_Label_Minimum_BudgetInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Err_Label_Minimum_BudgetInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Err_Label_Minimum_BudgetInputs = {};
