/**
* | output |
* | --- |
* | "(opens in a new tab)" |
*
* @param {Contact_New_TabInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const contact_new_tab: ((inputs?: Contact_New_TabInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Contact_New_TabInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Contact_New_TabInputs = {};
