/**
* | output |
* | --- |
* | "Software Technology Park" |
*
* @param {Contact_Map_StpInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const contact_map_stp: ((inputs?: Contact_Map_StpInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Contact_Map_StpInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Contact_Map_StpInputs = {};
