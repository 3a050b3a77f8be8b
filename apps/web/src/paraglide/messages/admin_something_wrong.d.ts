/**
* | output |
* | --- |
* | "Something went wrong. Please try again." |
*
* @param {Admin_Something_WrongInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const admin_something_wrong: ((inputs?: Admin_Something_WrongInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Something_WrongInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Something_WrongInputs = {};
