/**
* | output |
* | --- |
* | "Map of Gilgit-Baltistan showing {name} in {district} district" |
*
* @param {About_Map_LabelInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const about_map_label: ((inputs: About_Map_LabelInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<About_Map_LabelInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type About_Map_LabelInputs = {
    name: NonNullable<unknown>;
    district: NonNullable<unknown>;
};
