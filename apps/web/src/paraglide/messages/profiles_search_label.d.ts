/**
* | output |
* | --- |
* | "Search talent" |
*
* @param {Profiles_Search_LabelInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const profiles_search_label: ((inputs?: Profiles_Search_LabelInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Profiles_Search_LabelInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Profiles_Search_LabelInputs = {};
