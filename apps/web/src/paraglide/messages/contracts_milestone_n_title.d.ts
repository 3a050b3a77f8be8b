/**
* | output |
* | --- |
* | "Milestone {n} title" |
*
* @param {Contracts_Milestone_N_TitleInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const contracts_milestone_n_title: ((inputs: Contracts_Milestone_N_TitleInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Contracts_Milestone_N_TitleInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Contracts_Milestone_N_TitleInputs = {
    n: NonNullable<unknown>;
};
