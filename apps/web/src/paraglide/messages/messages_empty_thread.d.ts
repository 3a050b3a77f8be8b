/**
* | output |
* | --- |
* | "No messages yet. Start the conversation!" |
*
* @param {Messages_Empty_ThreadInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const messages_empty_thread: ((inputs?: Messages_Empty_ThreadInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Messages_Empty_ThreadInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Messages_Empty_ThreadInputs = {};
