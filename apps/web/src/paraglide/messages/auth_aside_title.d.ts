/**
* | output |
* | --- |
* | "Pakistan's Premier Freelance Platform" |
*
* @param {Auth_Aside_TitleInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const auth_aside_title: ((inputs?: Auth_Aside_TitleInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_Aside_TitleInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Auth_Aside_TitleInputs = {};
