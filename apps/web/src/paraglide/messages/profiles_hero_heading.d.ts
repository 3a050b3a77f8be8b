/**
* | output |
* | --- |
* | "Find Top Freelance Talent" |
*
* @param {Profiles_Hero_HeadingInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const profiles_hero_heading: ((inputs?: Profiles_Hero_HeadingInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Profiles_Hero_HeadingInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Profiles_Hero_HeadingInputs = {};
