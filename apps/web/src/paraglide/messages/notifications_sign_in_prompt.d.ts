/**
* | output |
* | --- |
* | "Please sign in to see your notifications." |
*
* @param {Notifications_Sign_In_PromptInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const notifications_sign_in_prompt: ((inputs?: Notifications_Sign_In_PromptInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Notifications_Sign_In_PromptInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Notifications_Sign_In_PromptInputs = {};
