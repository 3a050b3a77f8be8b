/**
* | output |
* | --- |
* | "Play {name}'s story" |
*
* @param {Video_Play_StoryInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const video_play_story: ((inputs: Video_Play_StoryInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Video_Play_StoryInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Video_Play_StoryInputs = {
    name: NonNullable<unknown>;
};
