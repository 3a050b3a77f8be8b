/**
* | output |
* | --- |
* | "Your work was submitted." |
*
* @param {Offline_Milestone_SentInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const offline_milestone_sent: ((inputs?: Offline_Milestone_SentInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Offline_Milestone_SentInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Offline_Milestone_SentInputs = {};
