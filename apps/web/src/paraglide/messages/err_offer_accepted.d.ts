/**
* | output |
* | --- |
* | "Offer accepted" |
*
* @param {Err_Offer_AcceptedInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_offer_accepted: ((inputs?: Err_Offer_AcceptedInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Err_Offer_AcceptedInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Err_Offer_AcceptedInputs = {};
