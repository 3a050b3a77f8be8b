/**
* | output |
* | --- |
* | "Your email is verified. Thank you!" |
*
* @param {Err_Your_Email_Is_Verified_Thank_YouInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_your_email_is_verified_thank_you: ((inputs?: Err_Your_Email_Is_Verified_Thank_YouInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Err_Your_Email_Is_Verified_Thank_YouInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Err_Your_Email_Is_Verified_Thank_YouInputs = {};
