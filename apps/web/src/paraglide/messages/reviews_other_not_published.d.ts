/**
* | output |
* | --- |
* | "The other review is not published yet." |
*
* @param {Reviews_Other_Not_PublishedInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const reviews_other_not_published: ((inputs?: Reviews_Other_Not_PublishedInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Reviews_Other_Not_PublishedInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Reviews_Other_Not_PublishedInputs = {};
