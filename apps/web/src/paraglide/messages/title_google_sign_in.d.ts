/**
* | output |
* | --- |
* | "Sign In with Google" |
*
* @param {Title_Google_Sign_InInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const title_google_sign_in: ((inputs?: Title_Google_Sign_InInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Title_Google_Sign_InInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Title_Google_Sign_InInputs = {};
