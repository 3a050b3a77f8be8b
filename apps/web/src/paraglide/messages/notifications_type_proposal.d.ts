/**
* | output |
* | --- |
* | "Proposals" |
*
* @param {Notifications_Type_ProposalInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const notifications_type_proposal: ((inputs?: Notifications_Type_ProposalInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Notifications_Type_ProposalInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Notifications_Type_ProposalInputs = {};
