/**
* | output |
* | --- |
* | "Reply posted" |
*
* @param {Err_Reply_PostedInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_reply_posted: ((inputs?: Err_Reply_PostedInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Err_Reply_PostedInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Err_Reply_PostedInputs = {};
