/**
* | output |
* | --- |
* | "You cannot suspend yourself." |
*
* @param {Admin_Cannot_Suspend_SelfInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const admin_cannot_suspend_self: ((inputs?: Admin_Cannot_Suspend_SelfInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Cannot_Suspend_SelfInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Cannot_Suspend_SelfInputs = {};
