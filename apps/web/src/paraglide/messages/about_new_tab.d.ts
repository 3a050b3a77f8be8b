/**
* | output |
* | --- |
* | "(opens in a new tab)" |
*
* @param {About_New_TabInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const about_new_tab: ((inputs?: About_New_TabInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<About_New_TabInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type About_New_TabInputs = {};
