/**
* | output |
* | --- |
* | "Two-factor sign in" |
*
* @param {Auth_Two_Factor_FormInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const auth_two_factor_form: ((inputs?: Auth_Two_Factor_FormInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_Two_Factor_FormInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Auth_Two_Factor_FormInputs = {};
