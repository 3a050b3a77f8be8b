/**
* | output |
* | --- |
* | "Due date must be a date such as 2026-12-31" |
*
* @param {Err_Due_Date_Must_Be_A_Date_Such_As_2026_12_31Inputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_due_date_must_be_a_date_such_as_2026_12_31: ((inputs?: Err_Due_Date_Must_Be_A_Date_Such_As_2026_12_31Inputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Err_Due_Date_Must_Be_A_Date_Such_As_2026_12_31Inputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Err_Due_Date_Must_Be_A_Date_Such_As_2026_12_31Inputs = {};
