/**
* | output |
* | --- |
* | "No reviews yet" |
*
* @param {Profiles_No_Reviews_YetInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const profiles_no_reviews_yet: ((inputs?: Profiles_No_Reviews_YetInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Profiles_No_Reviews_YetInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Profiles_No_Reviews_YetInputs = {};
