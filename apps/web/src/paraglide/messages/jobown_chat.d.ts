/**
* | output |
* | --- |
* | "Chat" |
*
* @param {Jobown_ChatInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const jobown_chat: ((inputs?: Jobown_ChatInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Jobown_ChatInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Jobown_ChatInputs = {};
