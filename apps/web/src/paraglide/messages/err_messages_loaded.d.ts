/**
* | output |
* | --- |
* | "Messages loaded" |
*
* @param {Err_Messages_LoadedInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_messages_loaded: ((inputs?: Err_Messages_LoadedInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Err_Messages_LoadedInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Err_Messages_LoadedInputs = {};
