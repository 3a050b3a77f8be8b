/**
* | output |
* | --- |
* | "Sort by" |
*
* @param {Profiles_Sort_ByInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const profiles_sort_by: ((inputs?: Profiles_Sort_ByInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Profiles_Sort_ByInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Profiles_Sort_ByInputs = {};
