/**
* | output |
* | --- |
* | "Platform figures" |
*
* @param {About_Stats_LabelInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const about_stats_label: ((inputs?: About_Stats_LabelInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<About_Stats_LabelInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type About_Stats_LabelInputs = {};
