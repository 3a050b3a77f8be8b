/**
* | output |
* | --- |
* | "Write your message here..." |
*
* @param {Contact_Message_PlaceholderInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const contact_message_placeholder: ((inputs?: Contact_Message_PlaceholderInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Contact_Message_PlaceholderInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Contact_Message_PlaceholderInputs = {};
