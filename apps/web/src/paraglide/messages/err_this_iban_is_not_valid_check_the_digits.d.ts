/**
* | output |
* | --- |
* | "This IBAN is not valid: check the digits" |
*
* @param {Err_This_Iban_Is_Not_Valid_Check_The_DigitsInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_this_iban_is_not_valid_check_the_digits: ((inputs?: Err_This_Iban_Is_Not_Valid_Check_The_DigitsInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Err_This_Iban_Is_Not_Valid_Check_The_DigitsInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Err_This_Iban_Is_Not_Valid_Check_The_DigitsInputs = {};
