/**
* | output |
* | --- |
* | "Logged out successfully" |
*
* @param {Err_Logged_Out_SuccessfullyInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_logged_out_successfully: ((inputs?: Err_Logged_Out_SuccessfullyInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Err_Logged_Out_SuccessfullyInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Err_Logged_Out_SuccessfullyInputs = {};
