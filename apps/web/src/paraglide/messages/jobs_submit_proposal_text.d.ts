/**
* | output |
* | --- |
* | "Tell the client why you are the right person for this job." |
*
* @param {Jobs_Submit_Proposal_TextInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const jobs_submit_proposal_text: ((inputs?: Jobs_Submit_Proposal_TextInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Jobs_Submit_Proposal_TextInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Jobs_Submit_Proposal_TextInputs = {};
