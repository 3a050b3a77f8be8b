/**
* | output |
* | --- |
* | "Profile Not Found" |
*
* @param {Profiles_Not_FoundInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const profiles_not_found: ((inputs?: Profiles_Not_FoundInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Profiles_Not_FoundInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Profiles_Not_FoundInputs = {};
