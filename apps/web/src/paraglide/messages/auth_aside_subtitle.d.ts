/**
* | output |
* | --- |
* | "Connecting Businesses with Top IT Talent" |
*
* @param {Auth_Aside_SubtitleInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const auth_aside_subtitle: ((inputs?: Auth_Aside_SubtitleInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_Aside_SubtitleInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Auth_Aside_SubtitleInputs = {};
