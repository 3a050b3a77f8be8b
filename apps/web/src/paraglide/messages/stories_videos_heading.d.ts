/**
* | output |
* | --- |
* | "Video Testimonials" |
*
* @param {Stories_Videos_HeadingInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const stories_videos_heading: ((inputs?: Stories_Videos_HeadingInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Stories_Videos_HeadingInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Stories_Videos_HeadingInputs = {};
