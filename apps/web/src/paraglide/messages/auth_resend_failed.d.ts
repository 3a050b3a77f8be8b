/**
* | output |
* | --- |
* | "Could not send the link. Please try again." |
*
* @param {Auth_Resend_FailedInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const auth_resend_failed: ((inputs?: Auth_Resend_FailedInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_Resend_FailedInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Auth_Resend_FailedInputs = {};
