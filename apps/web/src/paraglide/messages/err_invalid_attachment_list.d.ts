/**
* | output |
* | --- |
* | "Invalid attachment list" |
*
* @param {Err_Invalid_Attachment_ListInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_invalid_attachment_list: ((inputs?: Err_Invalid_Attachment_ListInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Err_Invalid_Attachment_ListInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Err_Invalid_Attachment_ListInputs = {};
