/**
* | output |
* | --- |
* | "Description" |
*
* @param {Profiles_DescriptionInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const profiles_description: ((inputs?: Profiles_DescriptionInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Profiles_DescriptionInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Profiles_DescriptionInputs = {};
