/**
* | output |
* | --- |
* | "deleted" |
*
* @param {Admin_Badge_DeletedInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const admin_badge_deleted: ((inputs?: Admin_Badge_DeletedInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Badge_DeletedInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Badge_DeletedInputs = {};
