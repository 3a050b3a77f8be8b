/**
* | output |
* | --- |
* | "Split larger projects into milestones and pay step by step as they are delivered." |
*
* @param {Howitworks_Milestone_TextInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const howitworks_milestone_text: ((inputs?: Howitworks_Milestone_TextInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Howitworks_Milestone_TextInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Howitworks_Milestone_TextInputs = {};
