/**
* | output |
* | --- |
* | "Search by name, address or district..." |
*
* @param {Common_Place_Search_PlaceholderInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const common_place_search_placeholder: ((inputs?: Common_Place_Search_PlaceholderInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Common_Place_Search_PlaceholderInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Common_Place_Search_PlaceholderInputs = {};
