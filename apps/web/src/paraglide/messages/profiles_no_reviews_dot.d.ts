/**
* | output |
* | --- |
* | "No reviews yet." |
*
* @param {Profiles_No_Reviews_DotInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const profiles_no_reviews_dot: ((inputs?: Profiles_No_Reviews_DotInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Profiles_No_Reviews_DotInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Profiles_No_Reviews_DotInputs = {};
