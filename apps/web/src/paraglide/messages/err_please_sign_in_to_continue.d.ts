/**
* | output |
* | --- |
* | "Please sign in to continue" |
*
* @param {Err_Please_Sign_In_To_ContinueInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_please_sign_in_to_continue: ((inputs?: Err_Please_Sign_In_To_ContinueInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Err_Please_Sign_In_To_ContinueInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Err_Please_Sign_In_To_ContinueInputs = {};
