/**
* | output |
* | --- |
* | "More reviews" |
*
* @param {Profiles_More_ReviewsInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const profiles_more_reviews: ((inputs?: Profiles_More_ReviewsInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Profiles_More_ReviewsInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Profiles_More_ReviewsInputs = {};
