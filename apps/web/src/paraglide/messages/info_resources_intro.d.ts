/**
* | output |
* | --- |
* | "Short, practical guides for freelancers and clients, and where to find training and support in Gilgit-Baltistan." |
*
* @param {Info_Resources_IntroInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const info_resources_intro: ((inputs?: Info_Resources_IntroInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Info_Resources_IntroInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Info_Resources_IntroInputs = {};
