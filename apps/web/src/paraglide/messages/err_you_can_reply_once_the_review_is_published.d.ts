/**
* | output |
* | --- |
* | "You can reply once the review is published" |
*
* @param {Err_You_Can_Reply_Once_The_Review_Is_PublishedInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_you_can_reply_once_the_review_is_published: ((inputs?: Err_You_Can_Reply_Once_The_Review_Is_PublishedInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Err_You_Can_Reply_Once_The_Review_Is_PublishedInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Err_You_Can_Reply_Once_The_Review_Is_PublishedInputs = {};
