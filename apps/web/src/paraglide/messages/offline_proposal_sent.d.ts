/**
* | output |
* | --- |
* | "Your proposal has been submitted successfully!" |
*
* @param {Offline_Proposal_SentInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const offline_proposal_sent: ((inputs?: Offline_Proposal_SentInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Offline_Proposal_SentInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Offline_Proposal_SentInputs = {};
