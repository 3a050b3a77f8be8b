/**
* | output |
* | --- |
* | "Your Google sign-in has expired. Please try again." |
*
* @param {Err_Your_Google_Sign_In_Has_Expired_Please_Try_AgainInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_your_google_sign_in_has_expired_please_try_again: ((inputs?: Err_Your_Google_Sign_In_Has_Expired_Please_Try_AgainInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Err_Your_Google_Sign_In_Has_Expired_Please_Try_AgainInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Err_Your_Google_Sign_In_Has_Expired_Please_Try_AgainInputs = {};
