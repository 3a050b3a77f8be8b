/**
* | output |
* | --- |
* | "Rated {rating} out of {max}" |
*
* @param {Profiles_RatedInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const profiles_rated: ((inputs: Profiles_RatedInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Profiles_RatedInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Profiles_RatedInputs = {
    rating: NonNullable<unknown>;
    max: NonNullable<unknown>;
};
