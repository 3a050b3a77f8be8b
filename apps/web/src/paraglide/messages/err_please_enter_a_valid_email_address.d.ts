/**
* | output |
* | --- |
* | "Please enter a valid email address" |
*
* @param {Err_Please_Enter_A_Valid_Email_AddressInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_please_enter_a_valid_email_address: ((inputs?: Err_Please_Enter_A_Valid_Email_AddressInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Err_Please_Enter_A_Valid_Email_AddressInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Err_Please_Enter_A_Valid_Email_AddressInputs = {};
