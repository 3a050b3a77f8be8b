/**
* | output |
* | --- |
* | "Search by name, address or district..." |
*
* @param {Hubs_Filter_PlaceholderInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const hubs_filter_placeholder: ((inputs?: Hubs_Filter_PlaceholderInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Hubs_Filter_PlaceholderInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Hubs_Filter_PlaceholderInputs = {};
