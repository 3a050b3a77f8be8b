/**
* | output |
* | --- |
* | "There is no statement for a month that has not started yet" |
*
* @param {Err_There_Is_No_Statement_For_A_Month_That_Has_Not_SInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_there_is_no_statement_for_a_month_that_has_not_s: ((inputs?: Err_There_Is_No_Statement_For_A_Month_That_Has_Not_SInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Err_There_Is_No_Statement_For_A_Month_That_Has_Not_SInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Err_There_Is_No_Statement_For_A_Month_That_Has_Not_SInputs = {};
