/**
* | output |
* | --- |
* | "Why hide this job? (its owner sees this)" |
*
* @param {Admin_Why_Hide_JobInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const admin_why_hide_job: ((inputs?: Admin_Why_Hide_JobInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Why_Hide_JobInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Why_Hide_JobInputs = {};
