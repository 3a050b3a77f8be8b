/**
* | output |
* | --- |
* | "profile.hide" |
*
* @param {Admin_Action_Profile_HideInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const admin_action_profile_hide: ((inputs?: Admin_Action_Profile_HideInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Action_Profile_HideInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Action_Profile_HideInputs = {};
