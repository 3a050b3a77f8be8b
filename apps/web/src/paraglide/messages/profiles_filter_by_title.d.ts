/**
* | output |
* | --- |
* | "Filter by job title" |
*
* @param {Profiles_Filter_By_TitleInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const profiles_filter_by_title: ((inputs?: Profiles_Filter_By_TitleInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Profiles_Filter_By_TitleInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Profiles_Filter_By_TitleInputs = {};
