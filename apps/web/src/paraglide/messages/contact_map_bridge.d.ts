/**
* | output |
* | --- |
* | "Gilgit Bridge" |
*
* @param {Contact_Map_BridgeInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const contact_map_bridge: ((inputs?: Contact_Map_BridgeInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Contact_Map_BridgeInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Contact_Map_BridgeInputs = {};
