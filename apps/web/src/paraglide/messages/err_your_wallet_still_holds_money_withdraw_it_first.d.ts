/**
* | output |
* | --- |
* | "your wallet still holds money; withdraw it first" |
*
* @param {Err_Your_Wallet_Still_Holds_Money_Withdraw_It_FirstInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_your_wallet_still_holds_money_withdraw_it_first: ((inputs?: Err_Your_Wallet_Still_Holds_Money_Withdraw_It_FirstInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Err_Your_Wallet_Still_Holds_Money_Withdraw_It_FirstInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Err_Your_Wallet_Still_Holds_Money_Withdraw_It_FirstInputs = {};
