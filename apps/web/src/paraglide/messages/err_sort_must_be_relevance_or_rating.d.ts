/**
* | output |
* | --- |
* | "Sort must be relevance or rating" |
*
* @param {Err_Sort_Must_Be_Relevance_Or_RatingInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_sort_must_be_relevance_or_rating: ((inputs?: Err_Sort_Must_Be_Relevance_Or_RatingInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Err_Sort_Must_Be_Relevance_Or_RatingInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Err_Sort_Must_Be_Relevance_Or_RatingInputs = {};
