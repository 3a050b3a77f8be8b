/**
* | output |
* | --- |
* | "({district} district)" |
*
* @param {About_District_SuffixInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const about_district_suffix: ((inputs: About_District_SuffixInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<About_District_SuffixInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type About_District_SuffixInputs = {
    district: NonNullable<unknown>;
};
