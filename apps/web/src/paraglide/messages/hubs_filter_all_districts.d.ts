/**
* | output |
* | --- |
* | "All Districts" |
*
* @param {Hubs_Filter_All_DistrictsInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const hubs_filter_all_districts: ((inputs?: Hubs_Filter_All_DistrictsInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Hubs_Filter_All_DistrictsInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Hubs_Filter_All_DistrictsInputs = {};
