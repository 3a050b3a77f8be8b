/**
* | countPlural | output |
* | --- | --- |
* | "one" | "({shown} reviews)" |
* | "other" | "({shown} reviews)" |
*
* @param {Profiles_Card_ReviewsInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const profiles_card_reviews: ((inputs: Profiles_Card_ReviewsInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Profiles_Card_ReviewsInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Profiles_Card_ReviewsInputs = {
    count: NonNullable<unknown>;
    shown: NonNullable<unknown>;
};
