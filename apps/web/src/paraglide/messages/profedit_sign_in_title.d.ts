/**
* | output |
* | --- |
* | "Sign in to create your profile" |
*
* @param {Profedit_Sign_In_TitleInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const profedit_sign_in_title: ((inputs?: Profedit_Sign_In_TitleInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Profedit_Sign_In_TitleInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Profedit_Sign_In_TitleInputs = {};
