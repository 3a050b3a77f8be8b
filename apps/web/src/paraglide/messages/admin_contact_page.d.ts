/**
* | output |
* | --- |
* | "Contact page" |
*
* @param {Admin_Contact_PageInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const admin_contact_page: ((inputs?: Admin_Contact_PageInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Contact_PageInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Contact_PageInputs = {};
