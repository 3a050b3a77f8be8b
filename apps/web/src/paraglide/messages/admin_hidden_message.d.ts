/**
* | output |
* | --- |
* | "This message is hidden from other people by an admin:" |
*
* @param {Admin_Hidden_MessageInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const admin_hidden_message: ((inputs?: Admin_Hidden_MessageInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Hidden_MessageInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Hidden_MessageInputs = {};
