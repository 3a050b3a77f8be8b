/**
* | output |
* | --- |
* | "profile.restore" |
*
* @param {Admin_Action_Profile_RestoreInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const admin_action_profile_restore: ((inputs?: Admin_Action_Profile_RestoreInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Action_Profile_RestoreInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Action_Profile_RestoreInputs = {};
