/**
* | output |
* | --- |
* | "Filter by job title..." |
*
* @param {Jobs_Title_Filter_PlaceholderInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const jobs_title_filter_placeholder: ((inputs?: Jobs_Title_Filter_PlaceholderInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Jobs_Title_Filter_PlaceholderInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Jobs_Title_Filter_PlaceholderInputs = {};
