/**
* | output |
* | --- |
* | "unread" |
*
* @param {Nav_Unread_SuffixInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const nav_unread_suffix: ((inputs?: Nav_Unread_SuffixInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Nav_Unread_SuffixInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Nav_Unread_SuffixInputs = {};
