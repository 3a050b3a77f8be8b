/**
* | output |
* | --- |
* | "Best match" |
*
* @param {Profiles_Best_MatchInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const profiles_best_match: ((inputs?: Profiles_Best_MatchInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Profiles_Best_MatchInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Profiles_Best_MatchInputs = {};
