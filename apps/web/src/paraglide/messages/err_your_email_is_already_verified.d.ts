/**
* | output |
* | --- |
* | "Your email is already verified" |
*
* @param {Err_Your_Email_Is_Already_VerifiedInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_your_email_is_already_verified: ((inputs?: Err_Your_Email_Is_Already_VerifiedInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Err_Your_Email_Is_Already_VerifiedInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Err_Your_Email_Is_Already_VerifiedInputs = {};
