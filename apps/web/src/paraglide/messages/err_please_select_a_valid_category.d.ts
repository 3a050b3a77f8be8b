/**
* | output |
* | --- |
* | "Please select a valid category" |
*
* @param {Err_Please_Select_A_Valid_CategoryInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_please_select_a_valid_category: ((inputs?: Err_Please_Select_A_Valid_CategoryInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Err_Please_Select_A_Valid_CategoryInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Err_Please_Select_A_Valid_CategoryInputs = {};
