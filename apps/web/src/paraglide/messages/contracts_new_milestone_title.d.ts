/**
* | output |
* | --- |
* | "New milestone title" |
*
* @param {Contracts_New_Milestone_TitleInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const contracts_new_milestone_title: ((inputs?: Contracts_New_Milestone_TitleInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Contracts_New_Milestone_TitleInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Contracts_New_Milestone_TitleInputs = {};
