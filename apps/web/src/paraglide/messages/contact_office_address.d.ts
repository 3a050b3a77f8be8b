/**
* | output |
* | --- |
* | "Software Technology Park, Jutial Road, Gilgit, Gilgit-Baltistan, Pakistan" |
*
* @param {Contact_Office_AddressInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const contact_office_address: ((inputs?: Contact_Office_AddressInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Contact_Office_AddressInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Contact_Office_AddressInputs = {};
