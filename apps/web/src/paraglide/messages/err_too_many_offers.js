/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Err_Too_Many_OffersInputs */

const en_err_too_many_offers = /** @type {(inputs: Err_Too_Many_OffersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Too many offers`)
};

const ur_err_too_many_offers = /** @type {(inputs: Err_Too_Many_OffersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`بہت زیادہ آفرز`)
};

/**
* | output |
* | --- |
* | "Too many offers" |
*
* @param {Err_Too_Many_OffersInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_too_many_offers = /** @type {((inputs?: Err_Too_Many_OffersInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Err_Too_Many_OffersInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_err_too_many_offers(inputs)
	return en_err_too_many_offers(inputs)
});