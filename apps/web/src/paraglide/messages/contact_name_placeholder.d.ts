/**
* | output |
* | --- |
* | "Your full name" |
*
* @param {Contact_Name_PlaceholderInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const contact_name_placeholder: ((inputs?: Contact_Name_PlaceholderInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Contact_Name_PlaceholderInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Contact_Name_PlaceholderInputs = {};
