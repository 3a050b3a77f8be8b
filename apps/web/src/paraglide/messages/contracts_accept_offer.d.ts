/**
* | output |
* | --- |
* | "Accept offer" |
*
* @param {Contracts_Accept_OfferInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const contracts_accept_offer: ((inputs?: Contracts_Accept_OfferInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Contracts_Accept_OfferInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Contracts_Accept_OfferInputs = {};
