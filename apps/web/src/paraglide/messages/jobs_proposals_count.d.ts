/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{count} proposal" |
* | "other" | "{count} proposals" |
*
* @param {Jobs_Proposals_CountInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const jobs_proposals_count: ((inputs: Jobs_Proposals_CountInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Jobs_Proposals_CountInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Jobs_Proposals_CountInputs = {
    count: NonNullable<unknown>;
};
