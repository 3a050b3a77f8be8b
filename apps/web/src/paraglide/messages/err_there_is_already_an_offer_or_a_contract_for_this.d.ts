/**
* | output |
* | --- |
* | "There is already an offer or a contract for this proposal" |
*
* @param {Err_There_Is_Already_An_Offer_Or_A_Contract_For_ThisInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_there_is_already_an_offer_or_a_contract_for_this: ((inputs?: Err_There_Is_Already_An_Offer_Or_A_Contract_For_ThisInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Err_There_Is_Already_An_Offer_Or_A_Contract_For_ThisInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Err_There_Is_Already_An_Offer_Or_A_Contract_For_ThisInputs = {};
