/**
* | output |
* | --- |
* | "Offer received" |
*
* @param {Contracts_Status_Offer_ReceivedInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const contracts_status_offer_received: ((inputs?: Contracts_Status_Offer_ReceivedInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Contracts_Status_Offer_ReceivedInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Contracts_Status_Offer_ReceivedInputs = {};
