/**
* | output |
* | --- |
* | "Milestone Payments" |
*
* @param {Howitworks_Milestone_TitleInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const howitworks_milestone_title: ((inputs?: Howitworks_Milestone_TitleInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Howitworks_Milestone_TitleInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Howitworks_Milestone_TitleInputs = {};
