/**
* | output |
* | --- |
* | "Guides for Clients" |
*
* @param {Info_Guides_ClientsInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const info_guides_clients: ((inputs?: Info_Guides_ClientsInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Info_Guides_ClientsInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Info_Guides_ClientsInputs = {};
