/**
* | output |
* | --- |
* | "View Profile" |
*
* @param {Profiles_View_ProfileInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const profiles_view_profile: ((inputs?: Profiles_View_ProfileInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Profiles_View_ProfileInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Profiles_View_ProfileInputs = {};
