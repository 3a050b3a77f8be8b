/**
* | output |
* | --- |
* | "Edits, motion graphics and YouTube content." |
*
* @param {Category_Video_Editing_TextInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const category_video_editing_text: ((inputs?: Category_Video_Editing_TextInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Category_Video_Editing_TextInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Category_Video_Editing_TextInputs = {};
