/**
* | output |
* | --- |
* | "What is wrong?" |
*
* @param {Admin_What_WrongInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const admin_what_wrong: ((inputs?: Admin_What_WrongInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_What_WrongInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_What_WrongInputs = {};
