/**
* | output |
* | --- |
* | "Sign in to change your account settings." |
*
* @param {Settings_Sign_In_PromptInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const settings_sign_in_prompt: ((inputs?: Settings_Sign_In_PromptInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Settings_Sign_In_PromptInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Settings_Sign_In_PromptInputs = {};
