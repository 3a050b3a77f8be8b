/**
* | output |
* | --- |
* | "Give the contract a title and a description" |
*
* @param {Contracts_Offer_Need_TitleInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const contracts_offer_need_title: ((inputs?: Contracts_Offer_Need_TitleInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Contracts_Offer_Need_TitleInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Contracts_Offer_Need_TitleInputs = {};
