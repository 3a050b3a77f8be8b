/**
* | output |
* | --- |
* | "Open in Google Maps" |
*
* @param {Contact_Open_MapsInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const contact_open_maps: ((inputs?: Contact_Open_MapsInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Contact_Open_MapsInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Contact_Open_MapsInputs = {};
