/**
* | output |
* | --- |
* | "On campus" |
*
* @param {Content_Mode_CampusInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const content_mode_campus: ((inputs?: Content_Mode_CampusInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Mode_CampusInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Content_Mode_CampusInputs = {};
