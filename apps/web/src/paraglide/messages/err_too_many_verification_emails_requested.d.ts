/**
* | output |
* | --- |
* | "Too many verification emails requested" |
*
* @param {Err_Too_Many_Verification_Emails_RequestedInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_too_many_verification_emails_requested: ((inputs?: Err_Too_Many_Verification_Emails_RequestedInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Err_Too_Many_Verification_Emails_RequestedInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Err_Too_Many_Verification_Emails_RequestedInputs = {};
