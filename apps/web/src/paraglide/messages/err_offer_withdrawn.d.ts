/**
* | output |
* | --- |
* | "Offer withdrawn" |
*
* @param {Err_Offer_WithdrawnInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_offer_withdrawn: ((inputs?: Err_Offer_WithdrawnInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Err_Offer_WithdrawnInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Err_Offer_WithdrawnInputs = {};
