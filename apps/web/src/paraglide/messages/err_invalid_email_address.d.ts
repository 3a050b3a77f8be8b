/**
* | output |
* | --- |
* | "Invalid email address" |
*
* @param {Err_Invalid_Email_AddressInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_invalid_email_address: ((inputs?: Err_Invalid_Email_AddressInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Err_Invalid_Email_AddressInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Err_Invalid_Email_AddressInputs = {};
