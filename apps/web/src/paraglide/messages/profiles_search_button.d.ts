/**
* | output |
* | --- |
* | "Search Talent" |
*
* @param {Profiles_Search_ButtonInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const profiles_search_button: ((inputs?: Profiles_Search_ButtonInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Profiles_Search_ButtonInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Profiles_Search_ButtonInputs = {};
