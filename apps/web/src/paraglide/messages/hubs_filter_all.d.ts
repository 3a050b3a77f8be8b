/**
* | output |
* | --- |
* | "All" |
*
* @param {Hubs_Filter_AllInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const hubs_filter_all: ((inputs?: Hubs_Filter_AllInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Hubs_Filter_AllInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Hubs_Filter_AllInputs = {};
