/**
* | output |
* | --- |
* | "District" |
*
* @param {Common_DistrictInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const common_district: ((inputs?: Common_DistrictInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Common_DistrictInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Common_DistrictInputs = {};
