/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Contracts_Make_OfferInputs */

const en_contracts_make_offer = /** @type {(inputs: Contracts_Make_OfferInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Make an offer`)
};

const ur_contracts_make_offer = /** @type {(inputs: Contracts_Make_OfferInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`آفر دیں`)
};

/**
* | output |
* | --- |
* | "Make an offer" |
*
* @param {Contracts_Make_OfferInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const contracts_make_offer = /** @type {((inputs?: Contracts_Make_OfferInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Contracts_Make_OfferInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_contracts_make_offer(inputs)
	return en_contracts_make_offer(inputs)
});