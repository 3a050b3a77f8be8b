/**
* | output |
* | --- |
* | "Offer sent" |
*
* @param {Contracts_Offer_SentInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const contracts_offer_sent: ((inputs?: Contracts_Offer_SentInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Contracts_Offer_SentInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Contracts_Offer_SentInputs = {};
