/**
* | output |
* | --- |
* | "Watch Story" |
*
* @param {Video_Watch_StoryInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const video_watch_story: ((inputs?: Video_Watch_StoryInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Video_Watch_StoryInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Video_Watch_StoryInputs = {};
