/**
* | output |
* | --- |
* | "See My Proposals" |
*
* @param {Jobs_See_My_ProposalsInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const jobs_see_my_proposals: ((inputs?: Jobs_See_My_ProposalsInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Jobs_See_My_ProposalsInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Jobs_See_My_ProposalsInputs = {};
