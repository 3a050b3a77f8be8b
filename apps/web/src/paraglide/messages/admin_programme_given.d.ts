/**
* | output |
* | --- |
* | "Programme staff role given" |
*
* @param {Admin_Programme_GivenInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const admin_programme_given: ((inputs?: Admin_Programme_GivenInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Programme_GivenInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Programme_GivenInputs = {};
