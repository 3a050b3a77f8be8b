/**
* | output |
* | --- |
* | "All Categories" |
*
* @param {Jobs_All_CategoriesInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const jobs_all_categories: ((inputs?: Jobs_All_CategoriesInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Jobs_All_CategoriesInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Jobs_All_CategoriesInputs = {};
