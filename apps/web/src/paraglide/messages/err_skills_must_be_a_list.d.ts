/**
* | output |
* | --- |
* | "Skills must be a list" |
*
* @param {Err_Skills_Must_Be_A_ListInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_skills_must_be_a_list: ((inputs?: Err_Skills_Must_Be_A_ListInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Err_Skills_Must_Be_A_ListInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Err_Skills_Must_Be_A_ListInputs = {};
