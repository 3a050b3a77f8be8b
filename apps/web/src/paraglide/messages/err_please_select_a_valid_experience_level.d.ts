/**
* | output |
* | --- |
* | "Please select a valid experience level" |
*
* @param {Err_Please_Select_A_Valid_Experience_LevelInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_please_select_a_valid_experience_level: ((inputs?: Err_Please_Select_A_Valid_Experience_LevelInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Err_Please_Select_A_Valid_Experience_LevelInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Err_Please_Select_A_Valid_Experience_LevelInputs = {};
