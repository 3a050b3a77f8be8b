/**
* | output |
* | --- |
* | "This job is hidden from other people by an admin:" |
*
* @param {Admin_Hidden_JobInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const admin_hidden_job: ((inputs?: Admin_Hidden_JobInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Hidden_JobInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Hidden_JobInputs = {};
