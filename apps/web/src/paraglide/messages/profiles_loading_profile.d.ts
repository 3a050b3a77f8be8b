/**
* | output |
* | --- |
* | "Loading profile..." |
*
* @param {Profiles_Loading_ProfileInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const profiles_loading_profile: ((inputs?: Profiles_Loading_ProfileInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Profiles_Loading_ProfileInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Profiles_Loading_ProfileInputs = {};
