/**
* | output |
* | --- |
* | "Programme-verified" |
*
* @param {Profiles_Programme_VerifiedInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const profiles_programme_verified: ((inputs?: Profiles_Programme_VerifiedInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Profiles_Programme_VerifiedInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Profiles_Programme_VerifiedInputs = {};
