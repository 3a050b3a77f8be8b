/**
* | output |
* | --- |
* | "Send us a Message" |
*
* @param {Contact_Form_HeadingInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const contact_form_heading: ((inputs?: Contact_Form_HeadingInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Contact_Form_HeadingInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Contact_Form_HeadingInputs = {};
