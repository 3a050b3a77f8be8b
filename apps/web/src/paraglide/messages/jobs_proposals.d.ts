/**
* | output |
* | --- |
* | "Proposals" |
*
* @param {Jobs_ProposalsInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const jobs_proposals: ((inputs?: Jobs_ProposalsInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Jobs_ProposalsInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Jobs_ProposalsInputs = {};
