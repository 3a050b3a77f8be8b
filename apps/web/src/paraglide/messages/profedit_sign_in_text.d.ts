/**
* | output |
* | --- |
* | "Your freelancer profile belongs to your account: sign in or sign up as a freelancer first." |
*
* @param {Profedit_Sign_In_TextInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const profedit_sign_in_text: ((inputs?: Profedit_Sign_In_TextInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Profedit_Sign_In_TextInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Profedit_Sign_In_TextInputs = {};
