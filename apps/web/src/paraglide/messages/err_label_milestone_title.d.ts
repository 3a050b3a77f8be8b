/**
* | output |
* | --- |
* | "Milestone title" |
*
* @param {Err_Label_Milestone_TitleInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_label_milestone_title: ((inputs?: Err_Label_Milestone_TitleInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Err_Label_Milestone_TitleInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Err_Label_Milestone_TitleInputs = {};
