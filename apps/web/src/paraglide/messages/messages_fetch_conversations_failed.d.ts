/**
* | output |
* | --- |
* | "Failed to fetch conversations" |
*
* @param {Messages_Fetch_Conversations_FailedInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const messages_fetch_conversations_failed: ((inputs?: Messages_Fetch_Conversations_FailedInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Messages_Fetch_Conversations_FailedInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Messages_Fetch_Conversations_FailedInputs = {};
