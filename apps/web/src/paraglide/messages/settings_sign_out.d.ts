/**
* | output |
* | --- |
* | "Sign out" |
*
* @param {Settings_Sign_OutInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const settings_sign_out: ((inputs?: Settings_Sign_OutInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Settings_Sign_OutInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Settings_Sign_OutInputs = {};
