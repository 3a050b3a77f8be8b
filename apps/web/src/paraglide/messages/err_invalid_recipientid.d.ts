/**
* | output |
* | --- |
* | "Invalid recipientId" |
*
* @param {Err_Invalid_RecipientidInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_invalid_recipientid: ((inputs?: Err_Invalid_RecipientidInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Err_Invalid_RecipientidInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Err_Invalid_RecipientidInputs = {};
