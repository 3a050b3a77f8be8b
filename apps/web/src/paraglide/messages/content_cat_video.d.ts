/**
* | output |
* | --- |
* | "Video Editing" |
*
* @param {Content_Cat_VideoInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const content_cat_video: ((inputs?: Content_Cat_VideoInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Cat_VideoInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Content_Cat_VideoInputs = {};
