/**
* | output |
* | --- |
* | "Thank you for contacting us. We will get back to you soon." |
*
* @param {Contact_Sent_MessageInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const contact_sent_message: ((inputs?: Contact_Sent_MessageInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Contact_Sent_MessageInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Contact_Sent_MessageInputs = {};
