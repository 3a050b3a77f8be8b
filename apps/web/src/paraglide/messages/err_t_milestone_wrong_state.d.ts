/**
* | output |
* | --- |
* | "This milestone is {status}; only a {allowed} milestone can be {verb}" |
*
* @param {Err_T_Milestone_Wrong_StateInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_t_milestone_wrong_state: ((inputs: Err_T_Milestone_Wrong_StateInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Err_T_Milestone_Wrong_StateInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Err_T_Milestone_Wrong_StateInputs = {
    status: NonNullable<unknown>;
    allowed: NonNullable<unknown>;
    verb: NonNullable<unknown>;
};
