/**
* | output |
* | --- |
* | "Success Stories" |
*
* @param {Nav_Success_StoriesInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const nav_success_stories: ((inputs?: Nav_Success_StoriesInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Nav_Success_StoriesInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Nav_Success_StoriesInputs = {};
