/**
* | output |
* | --- |
* | "Contact Branch" |
*
* @param {About_Contact_BranchInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const about_contact_branch: ((inputs?: About_Contact_BranchInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<About_Contact_BranchInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type About_Contact_BranchInputs = {};
