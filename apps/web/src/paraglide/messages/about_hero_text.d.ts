/**
* | output |
* | --- |
* | "A freelance marketplace born in the mountains: connecting the IT talent of Gilgit-Baltistan with businesses in Pakistan and around the world." |
*
* @param {About_Hero_TextInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const about_hero_text: ((inputs?: About_Hero_TextInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<About_Hero_TextInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type About_Hero_TextInputs = {};
