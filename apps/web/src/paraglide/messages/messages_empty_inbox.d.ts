/**
* | output |
* | --- |
* | "No conversations yet." |
*
* @param {Messages_Empty_InboxInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const messages_empty_inbox: ((inputs?: Messages_Empty_InboxInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Messages_Empty_InboxInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Messages_Empty_InboxInputs = {};
