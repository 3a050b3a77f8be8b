/**
* | output |
* | --- |
* | ", added to the client’s wallet balance" |
*
* @param {Contracts_Refund_To_Wallet_ClientInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const contracts_refund_to_wallet_client: ((inputs?: Contracts_Refund_To_Wallet_ClientInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Contracts_Refund_To_Wallet_ClientInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Contracts_Refund_To_Wallet_ClientInputs = {};
