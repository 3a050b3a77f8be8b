/**
* | output |
* | --- |
* | "Milestones" |
*
* @param {Contracts_MilestonesInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const contracts_milestones: ((inputs?: Contracts_MilestonesInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Contracts_MilestonesInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Contracts_MilestonesInputs = {};
