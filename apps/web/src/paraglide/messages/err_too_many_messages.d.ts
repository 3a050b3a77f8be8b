/**
* | output |
* | --- |
* | "Too many messages" |
*
* @param {Err_Too_Many_MessagesInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_too_many_messages: ((inputs?: Err_Too_Many_MessagesInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Err_Too_Many_MessagesInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Err_Too_Many_MessagesInputs = {};
