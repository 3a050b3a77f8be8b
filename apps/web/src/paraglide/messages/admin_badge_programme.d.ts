/**
* | output |
* | --- |
* | "programme" |
*
* @param {Admin_Badge_ProgrammeInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const admin_badge_programme: ((inputs?: Admin_Badge_ProgrammeInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Badge_ProgrammeInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Badge_ProgrammeInputs = {};
