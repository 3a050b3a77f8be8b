/**
* | output |
* | --- |
* | "Reply to this review" |
*
* @param {Reviews_Reply_FormInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const reviews_reply_form: ((inputs?: Reviews_Reply_FormInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Reviews_Reply_FormInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Reviews_Reply_FormInputs = {};
