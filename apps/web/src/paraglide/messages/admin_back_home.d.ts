/**
* | output |
* | --- |
* | "Back to Home" |
*
* @param {Admin_Back_HomeInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const admin_back_home: ((inputs?: Admin_Back_HomeInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Back_HomeInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Back_HomeInputs = {};
