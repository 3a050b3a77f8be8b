/**
* | output |
* | --- |
* | "Programme staff" |
*
* @param {Admin_ProgrammeInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const admin_programme: ((inputs?: Admin_ProgrammeInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_ProgrammeInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_ProgrammeInputs = {};
