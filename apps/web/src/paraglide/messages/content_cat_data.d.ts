/**
* | output |
* | --- |
* | "Data Science" |
*
* @param {Content_Cat_DataInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const content_cat_data: ((inputs?: Content_Cat_DataInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Cat_DataInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Content_Cat_DataInputs = {};
