/**
* | output |
* | --- |
* | "From the first course to a company of one's own, we back people who keep learning." |
*
* @param {About_Value_Growth_TextInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const about_value_growth_text: ((inputs?: About_Value_Growth_TextInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<About_Value_Growth_TextInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type About_Value_Growth_TextInputs = {};
