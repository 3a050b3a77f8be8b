/**
* | output |
* | --- |
* | "Remove milestone {n}" |
*
* @param {Contracts_Remove_MilestoneInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const contracts_remove_milestone: ((inputs: Contracts_Remove_MilestoneInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Contracts_Remove_MilestoneInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Contracts_Remove_MilestoneInputs = {
    n: NonNullable<unknown>;
};
