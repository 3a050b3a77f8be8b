/**
* | output |
* | --- |
* | "Analysis, dashboards and machine learning." |
*
* @param {Category_Data_Science_TextInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const category_data_science_text: ((inputs?: Category_Data_Science_TextInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Category_Data_Science_TextInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Category_Data_Science_TextInputs = {};
