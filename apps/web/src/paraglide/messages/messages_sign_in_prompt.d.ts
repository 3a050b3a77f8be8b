/**
* | output |
* | --- |
* | "Please sign in to see your messages." |
*
* @param {Messages_Sign_In_PromptInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const messages_sign_in_prompt: ((inputs?: Messages_Sign_In_PromptInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Messages_Sign_In_PromptInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Messages_Sign_In_PromptInputs = {};
