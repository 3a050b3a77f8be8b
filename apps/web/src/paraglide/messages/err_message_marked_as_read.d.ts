/**
* | output |
* | --- |
* | "Message marked as read" |
*
* @param {Err_Message_Marked_As_ReadInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_message_marked_as_read: ((inputs?: Err_Message_Marked_As_ReadInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Err_Message_Marked_As_ReadInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Err_Message_Marked_As_ReadInputs = {};
