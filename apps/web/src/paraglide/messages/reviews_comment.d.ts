/**
* | output |
* | --- |
* | "Comment" |
*
* @param {Reviews_CommentInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const reviews_comment: ((inputs?: Reviews_CommentInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Reviews_CommentInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Reviews_CommentInputs = {};
