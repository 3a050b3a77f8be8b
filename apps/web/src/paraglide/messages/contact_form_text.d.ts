/**
* | output |
* | --- |
* | "Fill in the form and we will reply by e-mail." |
*
* @param {Contact_Form_TextInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const contact_form_text: ((inputs?: Contact_Form_TextInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Contact_Form_TextInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Contact_Form_TextInputs = {};
