/**
* | output |
* | --- |
* | "Offer declined" |
*
* @param {Err_Offer_DeclinedInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_offer_declined: ((inputs?: Err_Offer_DeclinedInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Err_Offer_DeclinedInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Err_Offer_DeclinedInputs = {};
