/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Err_Offer_AcceptedInputs */

const en_err_offer_accepted = /** @type {(inputs: Err_Offer_AcceptedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Offer accepted`)
};

const ur_err_offer_accepted = /** @type {(inputs: Err_Offer_AcceptedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`آفر منظور ہو گئی`)
};

/**
* | output |
* | --- |
* | "Offer accepted" |
*
* @param {Err_Offer_AcceptedInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_offer_accepted = /** @type {((inputs?: Err_Offer_AcceptedInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Err_Offer_AcceptedInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_err_offer_accepted(inputs)
	return en_err_offer_accepted(inputs)
});