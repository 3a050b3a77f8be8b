/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Err_Offer_WithdrawnInputs */

const en_err_offer_withdrawn = /** @type {(inputs: Err_Offer_WithdrawnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Offer withdrawn`)
};

const ur_err_offer_withdrawn = /** @type {(inputs: Err_Offer_WithdrawnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`آفر واپس لے لی گئی`)
};

/**
* | output |
* | --- |
* | "Offer withdrawn" |
*
* @param {Err_Offer_WithdrawnInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_offer_withdrawn = /** @type {((inputs?: Err_Offer_WithdrawnInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Err_Offer_WithdrawnInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_err_offer_withdrawn(inputs)
	return en_err_offer_withdrawn(inputs)
});