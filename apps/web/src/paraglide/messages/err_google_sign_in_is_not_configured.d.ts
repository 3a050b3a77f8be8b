/**
* | output |
* | --- |
* | "Google sign-in is not configured" |
*
* @param {Err_Google_Sign_In_Is_Not_ConfiguredInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_google_sign_in_is_not_configured: ((inputs?: Err_Google_Sign_In_Is_Not_ConfiguredInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Err_Google_Sign_In_Is_Not_ConfiguredInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Err_Google_Sign_In_Is_Not_ConfiguredInputs = {};
