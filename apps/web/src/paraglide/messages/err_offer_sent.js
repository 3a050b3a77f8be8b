/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Err_Offer_SentInputs */

const en_err_offer_sent = /** @type {(inputs: Err_Offer_SentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Offer sent`)
};

const ur_err_offer_sent = /** @type {(inputs: Err_Offer_SentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`آفر بھیج دی گئی`)
};

/**
* | output |
* | --- |
* | "Offer sent" |
*
* @param {Err_Offer_SentInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_offer_sent = /** @type {((inputs?: Err_Offer_SentInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Err_Offer_SentInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_err_offer_sent(inputs)
	return en_err_offer_sent(inputs)
});