/**
* | output |
* | --- |
* | "Choose a new password. You will be signed out everywhere." |
*
* @param {Auth_Reset_IntroInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const auth_reset_intro: ((inputs?: Auth_Reset_IntroInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_Reset_IntroInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Auth_Reset_IntroInputs = {};
