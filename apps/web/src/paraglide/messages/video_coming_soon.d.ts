/**
* | output |
* | --- |
* | "Video Coming Soon" |
*
* @param {Video_Coming_SoonInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const video_coming_soon: ((inputs?: Video_Coming_SoonInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Video_Coming_SoonInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Video_Coming_SoonInputs = {};
