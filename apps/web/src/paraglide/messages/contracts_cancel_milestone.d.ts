/**
* | output |
* | --- |
* | "Cancel milestone" |
*
* @param {Contracts_Cancel_MilestoneInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const contracts_cancel_milestone: ((inputs?: Contracts_Cancel_MilestoneInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Contracts_Cancel_MilestoneInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Contracts_Cancel_MilestoneInputs = {};
