/**
* | output |
* | --- |
* | ", added to your wallet balance" |
*
* @param {Contracts_Refund_To_Wallet_YouInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const contracts_refund_to_wallet_you: ((inputs?: Contracts_Refund_To_Wallet_YouInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Contracts_Refund_To_Wallet_YouInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Contracts_Refund_To_Wallet_YouInputs = {};
