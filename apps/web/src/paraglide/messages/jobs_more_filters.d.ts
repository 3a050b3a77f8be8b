/**
* | output |
* | --- |
* | "More Filters" |
*
* @param {Jobs_More_FiltersInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const jobs_more_filters: ((inputs?: Jobs_More_FiltersInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Jobs_More_FiltersInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Jobs_More_FiltersInputs = {};
