/**
* | output |
* | --- |
* | "Settle these milestones before ending the contract: {names}" |
*
* @param {Err_T_Settle_MilestonesInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_t_settle_milestones: ((inputs: Err_T_Settle_MilestonesInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Err_T_Settle_MilestonesInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Err_T_Settle_MilestonesInputs = {
    names: NonNullable<unknown>;
};
