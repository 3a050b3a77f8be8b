/**
* | output |
* | --- |
* | "Suspend user" |
*
* @param {Admin_Suspend_UserInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const admin_suspend_user: ((inputs?: Admin_Suspend_UserInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Suspend_UserInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Suspend_UserInputs = {};
