/**
* | output |
* | --- |
* | "Appeal deadline must be in the future" |
*
* @param {Err_Appeal_Deadline_Must_Be_In_The_FutureInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_appeal_deadline_must_be_in_the_future: ((inputs?: Err_Appeal_Deadline_Must_Be_In_The_FutureInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Err_Appeal_Deadline_Must_Be_In_The_FutureInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Err_Appeal_Deadline_Must_Be_In_The_FutureInputs = {};
