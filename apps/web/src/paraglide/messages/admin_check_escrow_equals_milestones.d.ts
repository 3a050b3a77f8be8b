/**
* | output |
* | --- |
* | "Each contract's escrow equals funded − released − refunded of its milestones" |
*
* @param {Admin_Check_Escrow_Equals_MilestonesInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const admin_check_escrow_equals_milestones: ((inputs?: Admin_Check_Escrow_Equals_MilestonesInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Check_Escrow_Equals_MilestonesInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Check_Escrow_Equals_MilestonesInputs = {};
