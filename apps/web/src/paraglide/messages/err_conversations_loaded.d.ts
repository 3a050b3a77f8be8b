/**
* | output |
* | --- |
* | "Conversations loaded" |
*
* @param {Err_Conversations_LoadedInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_conversations_loaded: ((inputs?: Err_Conversations_LoadedInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Err_Conversations_LoadedInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Err_Conversations_LoadedInputs = {};
