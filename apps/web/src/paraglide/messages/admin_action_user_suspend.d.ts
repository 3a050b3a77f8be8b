/**
* | output |
* | --- |
* | "user.suspend" |
*
* @param {Admin_Action_User_SuspendInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const admin_action_user_suspend: ((inputs?: Admin_Action_User_SuspendInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Action_User_SuspendInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Action_User_SuspendInputs = {};
