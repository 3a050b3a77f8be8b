/**
* | output |
* | --- |
* | "{label} is more than the milestone" |
*
* @param {Err_T_More_Than_MilestoneInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_t_more_than_milestone: ((inputs: Err_T_More_Than_MilestoneInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Err_T_More_Than_MilestoneInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Err_T_More_Than_MilestoneInputs = {
    label: NonNullable<unknown>;
};
