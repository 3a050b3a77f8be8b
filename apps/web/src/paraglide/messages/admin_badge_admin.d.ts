/**
* | output |
* | --- |
* | "admin" |
*
* @param {Admin_Badge_AdminInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const admin_badge_admin: ((inputs?: Admin_Badge_AdminInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Badge_AdminInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Badge_AdminInputs = {};
