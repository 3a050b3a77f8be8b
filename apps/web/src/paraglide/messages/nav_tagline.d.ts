/**
* | output |
* | --- |
* | "Pakistan's Premier Freelance Platform - Connecting Businesses with Top IT Talent" |
*
* @param {Nav_TaglineInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const nav_tagline: ((inputs?: Nav_TaglineInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Nav_TaglineInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Nav_TaglineInputs = {};
