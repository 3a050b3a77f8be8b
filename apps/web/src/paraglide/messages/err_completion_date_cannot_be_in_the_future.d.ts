/**
* | output |
* | --- |
* | "Completion date cannot be in the future" |
*
* @param {Err_Completion_Date_Cannot_Be_In_The_FutureInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_completion_date_cannot_be_in_the_future: ((inputs?: Err_Completion_Date_Cannot_Be_In_The_FutureInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Err_Completion_Date_Cannot_Be_In_The_FutureInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Err_Completion_Date_Cannot_Be_In_The_FutureInputs = {};
