/**
* | output |
* | --- |
* | "Milestone {n}" |
*
* @param {Contracts_Milestone_NInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const contracts_milestone_n: ((inputs: Contracts_Milestone_NInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Contracts_Milestone_NInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Contracts_Milestone_NInputs = {
    n: NonNullable<unknown>;
};
