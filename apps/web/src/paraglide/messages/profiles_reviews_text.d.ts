/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{shown} review" |
* | "other" | "{shown} reviews" |
*
* @param {Profiles_Reviews_TextInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const profiles_reviews_text: ((inputs: Profiles_Reviews_TextInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Profiles_Reviews_TextInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Profiles_Reviews_TextInputs = {
    count: NonNullable<unknown>;
    shown: NonNullable<unknown>;
};
