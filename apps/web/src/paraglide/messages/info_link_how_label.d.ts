/**
* | output |
* | --- |
* | "How It Works" |
*
* @param {Info_Link_How_LabelInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const info_link_how_label: ((inputs?: Info_Link_How_LabelInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Info_Link_How_LabelInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Info_Link_How_LabelInputs = {};
