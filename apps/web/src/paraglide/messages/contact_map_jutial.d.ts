/**
* | output |
* | --- |
* | "Jutial" |
*
* @param {Contact_Map_JutialInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const contact_map_jutial: ((inputs?: Contact_Map_JutialInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Contact_Map_JutialInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Contact_Map_JutialInputs = {};
