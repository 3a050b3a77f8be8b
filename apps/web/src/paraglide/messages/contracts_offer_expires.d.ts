/**
* | output |
* | --- |
* | "It expires on {date}." |
*
* @param {Contracts_Offer_ExpiresInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const contracts_offer_expires: ((inputs: Contracts_Offer_ExpiresInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Contracts_Offer_ExpiresInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Contracts_Offer_ExpiresInputs = {
    date: NonNullable<unknown>;
};
