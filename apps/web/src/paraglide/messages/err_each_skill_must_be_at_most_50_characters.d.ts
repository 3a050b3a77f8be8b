/**
* | output |
* | --- |
* | "Each skill must be at most 50 characters" |
*
* @param {Err_Each_Skill_Must_Be_At_Most_50_CharactersInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_each_skill_must_be_at_most_50_characters: ((inputs?: Err_Each_Skill_Must_Be_At_Most_50_CharactersInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Err_Each_Skill_Must_Be_At_Most_50_CharactersInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Err_Each_Skill_Must_Be_At_Most_50_CharactersInputs = {};
