/**
* | output |
* | --- |
* | "Unsuspend" |
*
* @param {Admin_UnsuspendInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const admin_unsuspend: ((inputs?: Admin_UnsuspendInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_UnsuspendInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_UnsuspendInputs = {};
