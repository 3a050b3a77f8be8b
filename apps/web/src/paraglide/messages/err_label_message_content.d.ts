/**
* | output |
* | --- |
* | "Message content" |
*
* @param {Err_Label_Message_ContentInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_label_message_content: ((inputs?: Err_Label_Message_ContentInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Err_Label_Message_ContentInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Err_Label_Message_ContentInputs = {};
