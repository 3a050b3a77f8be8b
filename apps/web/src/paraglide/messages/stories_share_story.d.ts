/**
* | output |
* | --- |
* | "Share Your Story" |
*
* @param {Stories_Share_StoryInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const stories_share_story: ((inputs?: Stories_Share_StoryInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Stories_Share_StoryInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Stories_Share_StoryInputs = {};
