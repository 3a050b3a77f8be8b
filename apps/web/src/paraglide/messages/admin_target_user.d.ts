/**
* | output |
* | --- |
* | "user" |
*
* @param {Admin_Target_UserInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const admin_target_user: ((inputs?: Admin_Target_UserInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Target_UserInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Target_UserInputs = {};
