/**
* | output |
* | --- |
* | "Conversations" |
*
* @param {Messages_ConversationsInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const messages_conversations: ((inputs?: Messages_ConversationsInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Messages_ConversationsInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Messages_ConversationsInputs = {};
