/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Err_Offer_DeclinedInputs */

const en_err_offer_declined = /** @type {(inputs: Err_Offer_DeclinedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Offer declined`)
};

const ur_err_offer_declined = /** @type {(inputs: Err_Offer_DeclinedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`آفر مسترد کر دی گئی`)
};

/**
* | output |
* | --- |
* | "Offer declined" |
*
* @param {Err_Offer_DeclinedInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_offer_declined = /** @type {((inputs?: Err_Offer_DeclinedInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Err_Offer_DeclinedInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_err_offer_declined(inputs)
	return en_err_offer_declined(inputs)
});