/**
* | output |
* | --- |
* | "Offer of {amount}; platform fee {percent}% from the freelancer's side." |
*
* @param {Contracts_Offer_OfInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const contracts_offer_of: ((inputs: Contracts_Offer_OfInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Contracts_Offer_OfInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Contracts_Offer_OfInputs = {
    amount: NonNullable<unknown>;
    percent: NonNullable<unknown>;
};
