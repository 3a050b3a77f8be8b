/**
* | output |
* | --- |
* | "Unmute" |
*
* @param {Video_UnmuteInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const video_unmute: ((inputs?: Video_UnmuteInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Video_UnmuteInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Video_UnmuteInputs = {};
