/**
* | output |
* | --- |
* | "The five steps for clients and freelancers." |
*
* @param {Info_Link_How_TextInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const info_link_how_text: ((inputs?: Info_Link_How_TextInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Info_Link_How_TextInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Info_Link_How_TextInputs = {};
