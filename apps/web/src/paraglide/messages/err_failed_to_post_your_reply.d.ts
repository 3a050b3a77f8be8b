/**
* | output |
* | --- |
* | "Failed to post your reply" |
*
* @param {Err_Failed_To_Post_Your_ReplyInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_failed_to_post_your_reply: ((inputs?: Err_Failed_To_Post_Your_ReplyInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Err_Failed_To_Post_Your_ReplyInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Err_Failed_To_Post_Your_ReplyInputs = {};
