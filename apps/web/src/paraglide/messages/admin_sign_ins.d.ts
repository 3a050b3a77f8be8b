/**
* | output |
* | --- |
* | "Recent sign-ins" |
*
* @param {Admin_Sign_InsInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const admin_sign_ins: ((inputs?: Admin_Sign_InsInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Sign_InsInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Sign_InsInputs = {};
