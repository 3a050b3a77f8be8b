/**
* | output |
* | --- |
* | "You have already applied to this job" |
*
* @param {Err_You_Have_Already_Applied_To_This_JobInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_you_have_already_applied_to_this_job: ((inputs?: Err_You_Have_Already_Applied_To_This_JobInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Err_You_Have_Already_Applied_To_This_JobInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Err_You_Have_Already_Applied_To_This_JobInputs = {};
