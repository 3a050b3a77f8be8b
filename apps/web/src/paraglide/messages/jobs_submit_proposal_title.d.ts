/**
* | output |
* | --- |
* | "Submit a Proposal" |
*
* @param {Jobs_Submit_Proposal_TitleInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const jobs_submit_proposal_title: ((inputs?: Jobs_Submit_Proposal_TitleInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Jobs_Submit_Proposal_TitleInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Jobs_Submit_Proposal_TitleInputs = {};
