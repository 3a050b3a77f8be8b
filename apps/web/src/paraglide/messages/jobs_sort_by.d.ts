/**
* | output |
* | --- |
* | "Sort By" |
*
* @param {Jobs_Sort_ByInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const jobs_sort_by: ((inputs?: Jobs_Sort_ByInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Jobs_Sort_ByInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Jobs_Sort_ByInputs = {};
