/**
* | output |
* | --- |
* | "Message must be text" |
*
* @param {Err_Message_Must_Be_TextInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_message_must_be_text: ((inputs?: Err_Message_Must_Be_TextInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Err_Message_Must_Be_TextInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Err_Message_Must_Be_TextInputs = {};
