/**
* | output |
* | --- |
* | "Programme staff role removed" |
*
* @param {Admin_Programme_RemovedInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const admin_programme_removed: ((inputs?: Admin_Programme_RemovedInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Programme_RemovedInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Programme_RemovedInputs = {};
