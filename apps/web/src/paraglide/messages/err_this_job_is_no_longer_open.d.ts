/**
* | output |
* | --- |
* | "This job is no longer open" |
*
* @param {Err_This_Job_Is_No_Longer_OpenInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_this_job_is_no_longer_open: ((inputs?: Err_This_Job_Is_No_Longer_OpenInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Err_This_Job_Is_No_Longer_OpenInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Err_This_Job_Is_No_Longer_OpenInputs = {};
