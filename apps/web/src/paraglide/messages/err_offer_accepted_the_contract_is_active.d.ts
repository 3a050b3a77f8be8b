/**
* | output |
* | --- |
* | "Offer accepted: the contract is active" |
*
* @param {Err_Offer_Accepted_The_Contract_Is_ActiveInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_offer_accepted_the_contract_is_active: ((inputs?: Err_Offer_Accepted_The_Contract_Is_ActiveInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Err_Offer_Accepted_The_Contract_Is_ActiveInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Err_Offer_Accepted_The_Contract_Is_ActiveInputs = {};
