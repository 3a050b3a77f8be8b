/**
* | output |
* | --- |
* | "Each withdrawal hold holds exactly its open withdrawals" |
*
* @param {Admin_Check_Withdrawal_Hold_MatchesInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const admin_check_withdrawal_hold_matches: ((inputs?: Admin_Check_Withdrawal_Hold_MatchesInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Check_Withdrawal_Hold_MatchesInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Check_Withdrawal_Hold_MatchesInputs = {};
