/**
* | output |
* | --- |
* | "Technology parks and hubs near you." |
*
* @param {Info_Link_Hubs_TextInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const info_link_hubs_text: ((inputs?: Info_Link_Hubs_TextInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Info_Link_Hubs_TextInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Info_Link_Hubs_TextInputs = {};
