/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Err_Offer_Expired_Without_An_AnswerInputs */

const en_err_offer_expired_without_an_answer = /** @type {(inputs: Err_Offer_Expired_Without_An_AnswerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Offer expired without an answer`)
};

const ur_err_offer_expired_without_an_answer = /** @type {(inputs: Err_Offer_Expired_Without_An_AnswerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`جواب کے بغیر آفر کی مدت ختم ہو گئی`)
};

/**
* | output |
* | --- |
* | "Offer expired without an answer" |
*
* @param {Err_Offer_Expired_Without_An_AnswerInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_offer_expired_without_an_answer = /** @type {((inputs?: Err_Offer_Expired_Without_An_AnswerInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Err_Offer_Expired_Without_An_AnswerInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_err_offer_expired_without_an_answer(inputs)
	return en_err_offer_expired_without_an_answer(inputs)
});