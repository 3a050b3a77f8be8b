/**
* | output |
* | --- |
* | "Sending..." |
*
* @param {Contact_SendingInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const contact_sending: ((inputs?: Contact_SendingInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Contact_SendingInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Contact_SendingInputs = {};
