/**
* | output |
* | --- |
* | "Sorry, this video could not be loaded." |
*
* @param {Video_Not_LoadedInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const video_not_loaded: ((inputs?: Video_Not_LoadedInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Video_Not_LoadedInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Video_Not_LoadedInputs = {};
