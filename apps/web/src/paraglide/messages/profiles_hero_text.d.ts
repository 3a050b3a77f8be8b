/**
* | output |
* | --- |
* | "Hire skilled IT freelancers from Gilgit-Baltistan and across Pakistan." |
*
* @param {Profiles_Hero_TextInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const profiles_hero_text: ((inputs?: Profiles_Hero_TextInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Profiles_Hero_TextInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Profiles_Hero_TextInputs = {};
