/**
* | output |
* | --- |
* | "No languages added yet" |
*
* @param {Profiles_No_LanguagesInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const profiles_no_languages: ((inputs?: Profiles_No_LanguagesInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Profiles_No_LanguagesInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Profiles_No_LanguagesInputs = {};
