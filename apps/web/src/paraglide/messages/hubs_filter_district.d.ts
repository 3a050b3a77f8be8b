/**
* | output |
* | --- |
* | "District" |
*
* @param {Hubs_Filter_DistrictInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const hubs_filter_district: ((inputs?: Hubs_Filter_DistrictInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Hubs_Filter_DistrictInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Hubs_Filter_DistrictInputs = {};
