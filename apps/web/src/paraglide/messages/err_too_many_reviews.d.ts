/**
* | output |
* | --- |
* | "Too many reviews" |
*
* @param {Err_Too_Many_ReviewsInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_too_many_reviews: ((inputs?: Err_Too_Many_ReviewsInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Err_Too_Many_ReviewsInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Err_Too_Many_ReviewsInputs = {};
