/**
* | output |
* | --- |
* | "A settled milestone's transfers match its amounts" |
*
* @param {Admin_Check_Settled_Milestone_MatchesInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const admin_check_settled_milestone_matches: ((inputs?: Admin_Check_Settled_Milestone_MatchesInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Check_Settled_Milestone_MatchesInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Check_Settled_Milestone_MatchesInputs = {};
