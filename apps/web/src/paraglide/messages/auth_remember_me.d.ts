/**
* | output |
* | --- |
* | "Remember me" |
*
* @param {Auth_Remember_MeInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const auth_remember_me: ((inputs?: Auth_Remember_MeInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_Remember_MeInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Auth_Remember_MeInputs = {};
