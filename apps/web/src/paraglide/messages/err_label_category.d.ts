/**
* | output |
* | --- |
* | "Category" |
*
* @param {Err_Label_CategoryInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_label_category: ((inputs?: Err_Label_CategoryInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Err_Label_CategoryInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Err_Label_CategoryInputs = {};
