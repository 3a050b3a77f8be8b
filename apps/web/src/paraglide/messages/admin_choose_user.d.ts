/**
* | output |
* | --- |
* | "Choose a user to see their details." |
*
* @param {Admin_Choose_UserInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const admin_choose_user: ((inputs?: Admin_Choose_UserInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Choose_UserInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Choose_UserInputs = {};
