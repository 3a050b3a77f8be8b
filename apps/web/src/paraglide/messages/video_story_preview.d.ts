/**
* | output |
* | --- |
* | "{name}'s story, preview" |
*
* @param {Video_Story_PreviewInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const video_story_preview: ((inputs: Video_Story_PreviewInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Video_Story_PreviewInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Video_Story_PreviewInputs = {
    name: NonNullable<unknown>;
};
