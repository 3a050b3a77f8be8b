/**
* | output |
* | --- |
* | "Loading proposals..." |
*
* @param {Jobown_Loading_ProposalsInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const jobown_loading_proposals: ((inputs?: Jobown_Loading_ProposalsInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Jobown_Loading_ProposalsInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Jobown_Loading_ProposalsInputs = {};
