/**
* | output |
* | --- |
* | "Contact messages" |
*
* @param {Admin_Contact_MessagesInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const admin_contact_messages: ((inputs?: Admin_Contact_MessagesInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Contact_MessagesInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Contact_MessagesInputs = {};
