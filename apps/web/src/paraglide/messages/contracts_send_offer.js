/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Contracts_Send_OfferInputs */

const en_contracts_send_offer = /** @type {(inputs: Contracts_Send_OfferInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Send offer`)
};

const ur_contracts_send_offer = /** @type {(inputs: Contracts_Send_OfferInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`آفر بھیجیں`)
};

/**
* | output |
* | --- |
* | "Send offer" |
*
* @param {Contracts_Send_OfferInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const contracts_send_offer = /** @type {((inputs?: Contracts_Send_OfferInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Contracts_Send_OfferInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_contracts_send_offer(inputs)
	return en_contracts_send_offer(inputs)
});