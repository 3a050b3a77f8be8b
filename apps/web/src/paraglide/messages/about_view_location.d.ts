/**
* | output |
* | --- |
* | "View Location" |
*
* @param {About_View_LocationInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const about_view_location: ((inputs?: About_View_LocationInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<About_View_LocationInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type About_View_LocationInputs = {};
