/**
* | output |
* | --- |
* | "Please select a valid duration" |
*
* @param {Err_Please_Select_A_Valid_DurationInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_please_select_a_valid_duration: ((inputs?: Err_Please_Select_A_Valid_DurationInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Err_Please_Select_A_Valid_DurationInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Err_Please_Select_A_Valid_DurationInputs = {};
