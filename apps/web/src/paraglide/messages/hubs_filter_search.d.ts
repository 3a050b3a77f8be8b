/**
* | output |
* | --- |
* | "Search" |
*
* @param {Hubs_Filter_SearchInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const hubs_filter_search: ((inputs?: Hubs_Filter_SearchInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Hubs_Filter_SearchInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Hubs_Filter_SearchInputs = {};
