/**
* | output |
* | --- |
* | "user.mediator-off" |
*
* @param {Admin_Action_User_Mediator_OffInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const admin_action_user_mediator_off: ((inputs?: Admin_Action_User_Mediator_OffInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Action_User_Mediator_OffInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Action_User_Mediator_OffInputs = {};
