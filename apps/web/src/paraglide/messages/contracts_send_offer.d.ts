/**
* | output |
* | --- |
* | "Send offer" |
*
* @param {Contracts_Send_OfferInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const contracts_send_offer: ((inputs?: Contracts_Send_OfferInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Contracts_Send_OfferInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Contracts_Send_OfferInputs = {};
