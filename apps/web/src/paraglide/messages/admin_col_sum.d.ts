/**
* | output |
* | --- |
* | "Sum" |
*
* @param {Admin_Col_SumInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const admin_col_sum: ((inputs?: Admin_Col_SumInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Col_SumInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Col_SumInputs = {};
