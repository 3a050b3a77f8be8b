/**
* | output |
* | --- |
* | "Each escrow holds exactly its funded, unsettled milestones" |
*
* @param {Admin_Check_Escrow_Holds_Open_MilestonesInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const admin_check_escrow_holds_open_milestones: ((inputs?: Admin_Check_Escrow_Holds_Open_MilestonesInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Check_Escrow_Holds_Open_MilestonesInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Check_Escrow_Holds_Open_MilestonesInputs = {};
