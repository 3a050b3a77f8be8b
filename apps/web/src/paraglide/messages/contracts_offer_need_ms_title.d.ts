/**
* | output |
* | --- |
* | "Every milestone needs a title" |
*
* @param {Contracts_Offer_Need_Ms_TitleInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const contracts_offer_need_ms_title: ((inputs?: Contracts_Offer_Need_Ms_TitleInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Contracts_Offer_Need_Ms_TitleInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Contracts_Offer_Need_Ms_TitleInputs = {};
