/**
* | output |
* | --- |
* | "Your sign-in has expired. Please sign in again." |
*
* @param {Err_Your_Sign_In_Has_Expired_Please_Sign_In_AgainInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_your_sign_in_has_expired_please_sign_in_again: ((inputs?: Err_Your_Sign_In_Has_Expired_Please_Sign_In_AgainInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Err_Your_Sign_In_Has_Expired_Please_Sign_In_AgainInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Err_Your_Sign_In_Has_Expired_Please_Sign_In_AgainInputs = {};
