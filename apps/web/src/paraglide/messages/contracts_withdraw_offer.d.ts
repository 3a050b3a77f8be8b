/**
* | output |
* | --- |
* | "Withdraw offer" |
*
* @param {Contracts_Withdraw_OfferInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const contracts_withdraw_offer: ((inputs?: Contracts_Withdraw_OfferInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Contracts_Withdraw_OfferInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Contracts_Withdraw_OfferInputs = {};
