/**
* | output |
* | --- |
* | "user.unsuspend" |
*
* @param {Admin_Action_User_UnsuspendInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const admin_action_user_unsuspend: ((inputs?: Admin_Action_User_UnsuspendInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Action_User_UnsuspendInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Action_User_UnsuspendInputs = {};
