/**
* | output |
* | --- |
* | "Make an Offer" |
*
* @param {Title_Make_OfferInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const title_make_offer: ((inputs?: Title_Make_OfferInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Title_Make_OfferInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Title_Make_OfferInputs = {};
