/**
* | output |
* | --- |
* | "Google sign-in did not complete. Please try again." |
*
* @param {Err_Google_Sign_In_Did_Not_Complete_Please_Try_AgainInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_google_sign_in_did_not_complete_please_try_again: ((inputs?: Err_Google_Sign_In_Did_Not_Complete_Please_Try_AgainInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Err_Google_Sign_In_Did_Not_Complete_Please_Try_AgainInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Err_Google_Sign_In_Did_Not_Complete_Please_Try_AgainInputs = {};
