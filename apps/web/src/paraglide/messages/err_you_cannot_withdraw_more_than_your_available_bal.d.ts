/**
* | output |
* | --- |
* | "You cannot withdraw more than your available balance" |
*
* @param {Err_You_Cannot_Withdraw_More_Than_Your_Available_BalInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_you_cannot_withdraw_more_than_your_available_bal: ((inputs?: Err_You_Cannot_Withdraw_More_Than_Your_Available_BalInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Err_You_Cannot_Withdraw_More_Than_Your_Available_BalInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Err_You_Cannot_Withdraw_More_Than_Your_Available_BalInputs = {};
