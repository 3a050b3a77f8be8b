/**
* | output |
* | --- |
* | "Completion date must be a real date" |
*
* @param {Err_Completion_Date_Must_Be_A_Real_DateInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_completion_date_must_be_a_real_date: ((inputs?: Err_Completion_Date_Must_Be_A_Real_DateInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Err_Completion_Date_Must_Be_A_Real_DateInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Err_Completion_Date_Must_Be_A_Real_DateInputs = {};
