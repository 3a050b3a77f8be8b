/**
* | output |
* | --- |
* | "The code is not valid. Please try again." |
*
* @param {Err_The_Code_Is_Not_Valid_Please_Try_AgainInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_the_code_is_not_valid_please_try_again: ((inputs?: Err_The_Code_Is_Not_Valid_Please_Try_AgainInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Err_The_Code_Is_Not_Valid_Please_Try_AgainInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Err_The_Code_Is_Not_Valid_Please_Try_AgainInputs = {};
