/**
* | output |
* | --- |
* | "suspended" |
*
* @param {Admin_Badge_SuspendedInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const admin_badge_suspended: ((inputs?: Admin_Badge_SuspendedInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Badge_SuspendedInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Badge_SuspendedInputs = {};
