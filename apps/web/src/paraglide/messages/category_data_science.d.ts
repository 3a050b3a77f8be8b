/**
* | output |
* | --- |
* | "Data Science" |
*
* @param {Category_Data_ScienceInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const category_data_science: ((inputs?: Category_Data_ScienceInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Category_Data_ScienceInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Category_Data_ScienceInputs = {};
