/**
* | output |
* | --- |
* | "Rated {rating} out of 5" |
*
* @param {Stories_RatedInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const stories_rated: ((inputs: Stories_RatedInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Stories_RatedInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Stories_RatedInputs = {
    rating: NonNullable<unknown>;
};
