/**
* | output |
* | --- |
* | "dispute.assign" |
*
* @param {Admin_Action_Dispute_AssignInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const admin_action_dispute_assign: ((inputs?: Admin_Action_Dispute_AssignInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Action_Dispute_AssignInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Action_Dispute_AssignInputs = {};
