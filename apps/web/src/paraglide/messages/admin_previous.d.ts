/**
* | output |
* | --- |
* | "Previous" |
*
* @param {Admin_PreviousInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const admin_previous: ((inputs?: Admin_PreviousInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_PreviousInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_PreviousInputs = {};
