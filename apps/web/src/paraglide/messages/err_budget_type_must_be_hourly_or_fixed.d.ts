/**
* | output |
* | --- |
* | "Budget type must be hourly or fixed" |
*
* @param {Err_Budget_Type_Must_Be_Hourly_Or_FixedInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_budget_type_must_be_hourly_or_fixed: ((inputs?: Err_Budget_Type_Must_Be_Hourly_Or_FixedInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Err_Budget_Type_Must_Be_Hourly_Or_FixedInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Err_Budget_Type_Must_Be_Hourly_Or_FixedInputs = {};
