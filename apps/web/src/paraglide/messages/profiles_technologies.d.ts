/**
* | output |
* | --- |
* | "Technologies Used" |
*
* @param {Profiles_TechnologiesInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const profiles_technologies: ((inputs?: Profiles_TechnologiesInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Profiles_TechnologiesInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Profiles_TechnologiesInputs = {};
