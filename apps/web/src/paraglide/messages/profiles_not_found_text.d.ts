/**
* | output |
* | --- |
* | "The profile you're looking for doesn't exist." |
*
* @param {Profiles_Not_Found_TextInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const profiles_not_found_text: ((inputs?: Profiles_Not_Found_TextInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Profiles_Not_Found_TextInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Profiles_Not_Found_TextInputs = {};
