/**
* | output |
* | --- |
* | "Logged in successfully" |
*
* @param {Err_Logged_In_SuccessfullyInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_logged_in_successfully: ((inputs?: Err_Logged_In_SuccessfullyInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Err_Logged_In_SuccessfullyInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Err_Logged_In_SuccessfullyInputs = {};
