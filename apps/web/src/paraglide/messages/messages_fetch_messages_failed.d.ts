/**
* | output |
* | --- |
* | "Failed to fetch messages" |
*
* @param {Messages_Fetch_Messages_FailedInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const messages_fetch_messages_failed: ((inputs?: Messages_Fetch_Messages_FailedInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Messages_Fetch_Messages_FailedInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Messages_Fetch_Messages_FailedInputs = {};
