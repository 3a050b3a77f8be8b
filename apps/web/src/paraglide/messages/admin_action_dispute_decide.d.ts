/**
* | output |
* | --- |
* | "dispute.decide" |
*
* @param {Admin_Action_Dispute_DecideInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const admin_action_dispute_decide: ((inputs?: Admin_Action_Dispute_DecideInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Action_Dispute_DecideInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Action_Dispute_DecideInputs = {};
