/**
* | output |
* | --- |
* | "Maximum budget must be greater than or equal to minimum budget" |
*
* @param {Err_Maximum_Budget_Must_Be_Greater_Than_Or_Equal_ToInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_maximum_budget_must_be_greater_than_or_equal_to: ((inputs?: Err_Maximum_Budget_Must_Be_Greater_Than_Or_Equal_ToInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Err_Maximum_Budget_Must_Be_Greater_Than_Or_Equal_ToInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Err_Maximum_Budget_Must_Be_Greater_Than_Or_Equal_ToInputs = {};
