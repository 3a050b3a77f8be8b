/**
* | output |
* | --- |
* | "Offer expired without an answer" |
*
* @param {Err_Offer_Expired_Without_An_AnswerInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_offer_expired_without_an_answer: ((inputs?: Err_Offer_Expired_Without_An_AnswerInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Err_Offer_Expired_Without_An_AnswerInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Err_Offer_Expired_Without_An_AnswerInputs = {};
