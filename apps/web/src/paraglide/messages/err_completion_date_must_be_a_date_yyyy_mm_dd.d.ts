/**
* | output |
* | --- |
* | "Completion date must be a date (YYYY-MM-DD)" |
*
* @param {Err_Completion_Date_Must_Be_A_Date_Yyyy_Mm_DdInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_completion_date_must_be_a_date_yyyy_mm_dd: ((inputs?: Err_Completion_Date_Must_Be_A_Date_Yyyy_Mm_DdInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Err_Completion_Date_Must_Be_A_Date_Yyyy_Mm_DdInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Err_Completion_Date_Must_Be_A_Date_Yyyy_Mm_DdInputs = {};
