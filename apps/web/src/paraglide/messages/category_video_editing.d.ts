/**
* | output |
* | --- |
* | "Video Editing" |
*
* @param {Category_Video_EditingInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const category_video_editing: ((inputs?: Category_Video_EditingInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Category_Video_EditingInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Category_Video_EditingInputs = {};
