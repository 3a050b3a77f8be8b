/**
* | output |
* | --- |
* | "IT setups established" |
*
* @param {Auth_Aside_SetupsInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const auth_aside_setups: ((inputs?: Auth_Aside_SetupsInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_Aside_SetupsInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Auth_Aside_SetupsInputs = {};
