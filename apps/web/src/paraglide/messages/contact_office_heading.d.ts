/**
* | output |
* | --- |
* | "Our Office" |
*
* @param {Contact_Office_HeadingInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const contact_office_heading: ((inputs?: Contact_Office_HeadingInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Contact_Office_HeadingInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Contact_Office_HeadingInputs = {};
