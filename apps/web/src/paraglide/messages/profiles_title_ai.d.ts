/**
* | output |
* | --- |
* | "AI" |
*
* @param {Profiles_Title_AiInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const profiles_title_ai: ((inputs?: Profiles_Title_AiInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Profiles_Title_AiInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Profiles_Title_AiInputs = {};
