/**
* | output |
* | --- |
* | "Have a question about hiring, freelancing or our hubs in Gilgit-Baltistan? Send us a message and our team will get back to you." |
*
* @param {Contact_IntroInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const contact_intro: ((inputs?: Contact_IntroInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Contact_IntroInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Contact_IntroInputs = {};
