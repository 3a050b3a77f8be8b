/**
* | output |
* | --- |
* | "This job is no longer accepting proposals" |
*
* @param {Err_This_Job_Is_No_Longer_Accepting_ProposalsInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_this_job_is_no_longer_accepting_proposals: ((inputs?: Err_This_Job_Is_No_Longer_Accepting_ProposalsInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Err_This_Job_Is_No_Longer_Accepting_ProposalsInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Err_This_Job_Is_No_Longer_Accepting_ProposalsInputs = {};
