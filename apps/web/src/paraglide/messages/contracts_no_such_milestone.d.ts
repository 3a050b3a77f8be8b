/**
* | output |
* | --- |
* | "This contract has no such milestone." |
*
* @param {Contracts_No_Such_MilestoneInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const contracts_no_such_milestone: ((inputs?: Contracts_No_Such_MilestoneInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Contracts_No_Such_MilestoneInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Contracts_No_Such_MilestoneInputs = {};
