/**
* | output |
* | --- |
* | "Add milestone" |
*
* @param {Contracts_Add_MilestoneInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const contracts_add_milestone: ((inputs?: Contracts_Add_MilestoneInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Contracts_Add_MilestoneInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Contracts_Add_MilestoneInputs = {};
