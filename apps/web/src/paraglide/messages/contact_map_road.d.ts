/**
* | output |
* | --- |
* | "Jutial Road" |
*
* @param {Contact_Map_RoadInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const contact_map_road: ((inputs?: Contact_Map_RoadInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Contact_Map_RoadInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Contact_Map_RoadInputs = {};
