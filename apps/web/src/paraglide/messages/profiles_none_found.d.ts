/**
* | output |
* | --- |
* | "No freelancers found matching your criteria." |
*
* @param {Profiles_None_FoundInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const profiles_none_found: ((inputs?: Profiles_None_FoundInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Profiles_None_FoundInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Profiles_None_FoundInputs = {};
