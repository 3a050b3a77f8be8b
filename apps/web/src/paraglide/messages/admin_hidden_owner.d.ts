/**
* | output |
* | --- |
* | "Write to us through the Contact page if you think this is wrong." |
*
* @param {Admin_Hidden_OwnerInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const admin_hidden_owner: ((inputs?: Admin_Hidden_OwnerInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Hidden_OwnerInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Hidden_OwnerInputs = {};
