/**
* | output |
* | --- |
* | "Success Story" |
*
* @param {Video_Success_StoryInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const video_success_story: ((inputs?: Video_Success_StoryInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Video_Success_StoryInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Video_Success_StoryInputs = {};
