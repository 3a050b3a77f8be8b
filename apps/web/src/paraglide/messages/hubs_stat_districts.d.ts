/**
* | output |
* | --- |
* | "Districts" |
*
* @param {Hubs_Stat_DistrictsInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const hubs_stat_districts: ((inputs?: Hubs_Stat_DistrictsInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Hubs_Stat_DistrictsInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Hubs_Stat_DistrictsInputs = {};
