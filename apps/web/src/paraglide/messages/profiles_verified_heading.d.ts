/**
* | output |
* | --- |
* | "Programme credentials" |
*
* @param {Profiles_Verified_HeadingInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const profiles_verified_heading: ((inputs?: Profiles_Verified_HeadingInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Profiles_Verified_HeadingInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Profiles_Verified_HeadingInputs = {};
