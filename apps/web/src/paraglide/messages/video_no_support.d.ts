/**
* | output |
* | --- |
* | "Your browser does not support the video tag." |
*
* @param {Video_No_SupportInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const video_no_support: ((inputs?: Video_No_SupportInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Video_No_SupportInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Video_No_SupportInputs = {};
