/**
* | output |
* | --- |
* | "Turn your IT skills into a career from Gilgit-Baltistan. Join the freelancers who work with clients worldwide, paid safely for every milestone." |
*
* @param {Register_IntroInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const register_intro: ((inputs?: Register_IntroInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Register_IntroInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Register_IntroInputs = {};
