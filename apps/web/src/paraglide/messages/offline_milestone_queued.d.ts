/**
* | output |
* | --- |
* | "You are offline: your submission is waiting to send and goes out when the connection is back." |
*
* @param {Offline_Milestone_QueuedInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const offline_milestone_queued: ((inputs?: Offline_Milestone_QueuedInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Offline_Milestone_QueuedInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Offline_Milestone_QueuedInputs = {};
