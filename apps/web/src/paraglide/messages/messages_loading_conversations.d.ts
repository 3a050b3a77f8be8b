/**
* | output |
* | --- |
* | "Loading conversations..." |
*
* @param {Messages_Loading_ConversationsInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const messages_loading_conversations: ((inputs?: Messages_Loading_ConversationsInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Messages_Loading_ConversationsInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Messages_Loading_ConversationsInputs = {};
