/**
* | output |
* | --- |
* | "Message sent" |
*
* @param {Err_Message_Sent_2Inputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_message_sent_2: ((inputs?: Err_Message_Sent_2Inputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Err_Message_Sent_2Inputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Err_Message_Sent_2Inputs = {};
