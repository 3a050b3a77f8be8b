/**
* | output |
* | --- |
* | "This page could not be loaded over the network. Check your connection and retry." |
*
* @param {Common_Network_TextInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const common_network_text: ((inputs?: Common_Network_TextInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Common_Network_TextInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Common_Network_TextInputs = {};
