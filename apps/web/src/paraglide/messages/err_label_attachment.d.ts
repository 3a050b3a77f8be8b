/**
* | output |
* | --- |
* | "Attachment" |
*
* @param {Err_Label_AttachmentInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_label_attachment: ((inputs?: Err_Label_AttachmentInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Err_Label_AttachmentInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Err_Label_AttachmentInputs = {};
