/**
* | output |
* | --- |
* | "Districts covered" |
*
* @param {Hubs_Stat_Districts_LongInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const hubs_stat_districts_long: ((inputs?: Hubs_Stat_Districts_LongInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Hubs_Stat_Districts_LongInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Hubs_Stat_Districts_LongInputs = {};
