/**
* | output |
* | --- |
* | "What is your message about?" |
*
* @param {Contact_Subject_PlaceholderInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const contact_subject_placeholder: ((inputs?: Contact_Subject_PlaceholderInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Contact_Subject_PlaceholderInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Contact_Subject_PlaceholderInputs = {};
