/**
* | output |
* | --- |
* | "Reply" |
*
* @param {Reviews_ReplyInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const reviews_reply: ((inputs?: Reviews_ReplyInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Reviews_ReplyInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Reviews_ReplyInputs = {};
