/**
* | output |
* | --- |
* | "Experience level" |
*
* @param {Err_Label_Experience_LevelInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_label_experience_level: ((inputs?: Err_Label_Experience_LevelInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Err_Label_Experience_LevelInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Err_Label_Experience_LevelInputs = {};
