/**
* | output |
* | --- |
* | "Make programme staff" |
*
* @param {Admin_Make_ProgrammeInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const admin_make_programme: ((inputs?: Admin_Make_ProgrammeInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Make_ProgrammeInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Make_ProgrammeInputs = {};
