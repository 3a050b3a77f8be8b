/**
* | output |
* | --- |
* | "Make an offer" |
*
* @param {Contracts_Make_OfferInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const contracts_make_offer: ((inputs?: Contracts_Make_OfferInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Contracts_Make_OfferInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Contracts_Make_OfferInputs = {};
