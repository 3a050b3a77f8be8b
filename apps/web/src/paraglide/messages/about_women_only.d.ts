/**
* | output |
* | --- |
* | "Women Only" |
*
* @param {About_Women_OnlyInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const about_women_only: ((inputs?: About_Women_OnlyInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<About_Women_OnlyInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type About_Women_OnlyInputs = {};
