/**
* | output |
* | --- |
* | "Sign out all other sessions" |
*
* @param {Settings_Sign_Out_OthersInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const settings_sign_out_others: ((inputs?: Settings_Sign_Out_OthersInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Settings_Sign_Out_OthersInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Settings_Sign_Out_OthersInputs = {};
