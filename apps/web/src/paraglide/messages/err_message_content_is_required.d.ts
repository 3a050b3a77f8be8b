/**
* | output |
* | --- |
* | "Message content is required" |
*
* @param {Err_Message_Content_Is_RequiredInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_message_content_is_required: ((inputs?: Err_Message_Content_Is_RequiredInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Err_Message_Content_Is_RequiredInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Err_Message_Content_Is_RequiredInputs = {};
