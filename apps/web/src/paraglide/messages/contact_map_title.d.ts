/**
* | output |
* | --- |
* | "Map of Jutial, Gilgit, with the office beside Jutial Road, south of the Gilgit River" |
*
* @param {Contact_Map_TitleInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const contact_map_title: ((inputs?: Contact_Map_TitleInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Contact_Map_TitleInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Contact_Map_TitleInputs = {};
