/**
* | output |
* | --- |
* | "District:" |
*
* @param {About_District_LabelInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const about_district_label: ((inputs?: About_District_LabelInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<About_District_LabelInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type About_District_LabelInputs = {};
