/**
* | output |
* | --- |
* | "Gilgit River" |
*
* @param {Contact_Map_RiverInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const contact_map_river: ((inputs?: Contact_Map_RiverInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Contact_Map_RiverInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Contact_Map_RiverInputs = {};
