/**
* | output |
* | --- |
* | "Rating: the mean of published reviews, to one decimal. Reviews are double-blind: published when both parties have written theirs or 14 days after the contrac..." |
*
* @param {Profiles_Rating_FormulaInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const profiles_rating_formula: ((inputs?: Profiles_Rating_FormulaInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Profiles_Rating_FormulaInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Profiles_Rating_FormulaInputs = {};
