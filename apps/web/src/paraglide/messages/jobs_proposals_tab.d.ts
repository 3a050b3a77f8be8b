/**
* | output |
* | --- |
* | "Proposals ({count})" |
*
* @param {Jobs_Proposals_TabInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const jobs_proposals_tab: ((inputs: Jobs_Proposals_TabInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Jobs_Proposals_TabInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Jobs_Proposals_TabInputs = {
    count: NonNullable<unknown>;
};
