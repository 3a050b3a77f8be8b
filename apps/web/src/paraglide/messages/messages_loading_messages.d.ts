/**
* | output |
* | --- |
* | "Loading messages..." |
*
* @param {Messages_Loading_MessagesInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const messages_loading_messages: ((inputs?: Messages_Loading_MessagesInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Messages_Loading_MessagesInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Messages_Loading_MessagesInputs = {};
