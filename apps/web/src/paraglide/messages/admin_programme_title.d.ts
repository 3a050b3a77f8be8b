/**
* | output |
* | --- |
* | "Programme credentials" |
*
* @param {Admin_Programme_TitleInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const admin_programme_title: ((inputs?: Admin_Programme_TitleInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Programme_TitleInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Programme_TitleInputs = {};
