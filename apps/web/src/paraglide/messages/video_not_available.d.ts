/**
* | output |
* | --- |
* | "Video Not Available" |
*
* @param {Video_Not_AvailableInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const video_not_available: ((inputs?: Video_Not_AvailableInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Video_Not_AvailableInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Video_Not_AvailableInputs = {};
