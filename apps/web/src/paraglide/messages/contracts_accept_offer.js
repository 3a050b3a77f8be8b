/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Contracts_Accept_OfferInputs */

const en_contracts_accept_offer = /** @type {(inputs: Contracts_Accept_OfferInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Accept offer`)
};

const ur_contracts_accept_offer = /** @type {(inputs: Contracts_Accept_OfferInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`آفر قبول کریں`)
};

/**
* | output |
* | --- |
* | "Accept offer" |
*
* @param {Contracts_Accept_OfferInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const contracts_accept_offer = /** @type {((inputs?: Contracts_Accept_OfferInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Contracts_Accept_OfferInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_contracts_accept_offer(inputs)
	return en_contracts_accept_offer(inputs)
});