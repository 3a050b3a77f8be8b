/**
* | output |
* | --- |
* | "Search services..." |
*
* @param {Profedit_Search_Services_PlaceholderInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const profedit_search_services_placeholder: ((inputs?: Profedit_Search_Services_PlaceholderInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Profedit_Search_Services_PlaceholderInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Profedit_Search_Services_PlaceholderInputs = {};
