/**
* | output |
* | --- |
* | "Top IT talent from across Gilgit-Baltistan" |
*
* @param {Auth_Aside_Point_TalentInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const auth_aside_point_talent: ((inputs?: Auth_Aside_Point_TalentInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_Aside_Point_TalentInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Auth_Aside_Point_TalentInputs = {};
