/**
* | output |
* | --- |
* | "user.mediator-on" |
*
* @param {Admin_Action_User_Mediator_OnInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const admin_action_user_mediator_on: ((inputs?: Admin_Action_User_Mediator_OnInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Action_User_Mediator_OnInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Action_User_Mediator_OnInputs = {};
