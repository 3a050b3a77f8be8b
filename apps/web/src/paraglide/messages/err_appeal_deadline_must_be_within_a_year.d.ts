/**
* | output |
* | --- |
* | "Appeal deadline must be within a year" |
*
* @param {Err_Appeal_Deadline_Must_Be_Within_A_YearInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_appeal_deadline_must_be_within_a_year: ((inputs?: Err_Appeal_Deadline_Must_Be_Within_A_YearInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Err_Appeal_Deadline_Must_Be_Within_A_YearInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Err_Appeal_Deadline_Must_Be_Within_A_YearInputs = {};
