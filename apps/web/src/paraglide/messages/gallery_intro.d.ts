/**
* | output |
* | --- |
* | "Moments from our freelancing hubs, women’s hubs, IT learning centres and software technology parks across Gilgit-Baltistan." |
*
* @param {Gallery_IntroInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const gallery_intro: ((inputs?: Gallery_IntroInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Gallery_IntroInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Gallery_IntroInputs = {};
