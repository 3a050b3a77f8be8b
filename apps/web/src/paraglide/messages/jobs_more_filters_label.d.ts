/**
* | output |
* | --- |
* | "More filters" |
*
* @param {Jobs_More_Filters_LabelInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const jobs_more_filters_label: ((inputs?: Jobs_More_Filters_LabelInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Jobs_More_Filters_LabelInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Jobs_More_Filters_LabelInputs = {};
