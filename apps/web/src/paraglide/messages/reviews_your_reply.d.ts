/**
* | output |
* | --- |
* | "Your reply" |
*
* @param {Reviews_Your_ReplyInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const reviews_your_reply: ((inputs?: Reviews_Your_ReplyInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Reviews_Your_ReplyInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Reviews_Your_ReplyInputs = {};
