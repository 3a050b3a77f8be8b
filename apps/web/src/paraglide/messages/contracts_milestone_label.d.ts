/**
* | output |
* | --- |
* | "Milestone {position}: {title}" |
*
* @param {Contracts_Milestone_LabelInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const contracts_milestone_label: ((inputs: Contracts_Milestone_LabelInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Contracts_Milestone_LabelInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Contracts_Milestone_LabelInputs = {
    position: NonNullable<unknown>;
    title: NonNullable<unknown>;
};
