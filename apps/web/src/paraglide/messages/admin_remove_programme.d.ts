/**
* | output |
* | --- |
* | "Remove programme staff" |
*
* @param {Admin_Remove_ProgrammeInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const admin_remove_programme: ((inputs?: Admin_Remove_ProgrammeInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Remove_ProgrammeInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Remove_ProgrammeInputs = {};
