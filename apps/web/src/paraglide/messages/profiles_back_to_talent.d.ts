/**
* | output |
* | --- |
* | "Back to Talent" |
*
* @param {Profiles_Back_To_TalentInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const profiles_back_to_talent: ((inputs?: Profiles_Back_To_TalentInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Profiles_Back_To_TalentInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Profiles_Back_To_TalentInputs = {};
