/**
* | output |
* | --- |
* | "Software Technology Parks" |
*
* @param {Hubs_Stat_Stps_LongInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const hubs_stat_stps_long: ((inputs?: Hubs_Stat_Stps_LongInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Hubs_Stat_Stps_LongInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Hubs_Stat_Stps_LongInputs = {};
