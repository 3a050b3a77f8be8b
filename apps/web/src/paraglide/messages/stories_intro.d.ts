/**
* | output |
* | --- |
* | "Young people from across Gilgit-Baltistan who learnt a skill at our hubs and now work with clients around the world." |
*
* @param {Stories_IntroInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const stories_intro: ((inputs?: Stories_IntroInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Stories_IntroInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Stories_IntroInputs = {};
