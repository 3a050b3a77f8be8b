/**
* | output |
* | --- |
* | "You are offline: your proposal is waiting to send and goes out when the connection is back." |
*
* @param {Offline_Proposal_QueuedInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const offline_proposal_queued: ((inputs?: Offline_Proposal_QueuedInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Offline_Proposal_QueuedInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Offline_Proposal_QueuedInputs = {};
