/**
* | output |
* | --- |
* | "you have an open offer or an active contract; end it first" |
*
* @param {Err_You_Have_An_Open_Offer_Or_An_Active_Contract_EndInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_you_have_an_open_offer_or_an_active_contract_end: ((inputs?: Err_You_Have_An_Open_Offer_Or_An_Active_Contract_EndInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Err_You_Have_An_Open_Offer_Or_An_Active_Contract_EndInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Err_You_Have_An_Open_Offer_Or_An_Active_Contract_EndInputs = {};
