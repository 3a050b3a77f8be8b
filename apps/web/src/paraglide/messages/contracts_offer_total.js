/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Contracts_Offer_TotalInputs */

const en_contracts_offer_total = /** @type {(inputs: Contracts_Offer_TotalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Offer total`)
};

const ur_contracts_offer_total = /** @type {(inputs: Contracts_Offer_TotalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`آفر کی کل رقم`)
};

/**
* | output |
* | --- |
* | "Offer total" |
*
* @param {Contracts_Offer_TotalInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const contracts_offer_total = /** @type {((inputs?: Contracts_Offer_TotalInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Contracts_Offer_TotalInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_contracts_offer_total(inputs)
	return en_contracts_offer_total(inputs)
});