/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Contracts_Status_Offer_ReceivedInputs */

const en_contracts_status_offer_received = /** @type {(inputs: Contracts_Status_Offer_ReceivedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Offer received`)
};

const ur_contracts_status_offer_received = /** @type {(inputs: Contracts_Status_Offer_ReceivedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`آفر موصول ہوئی`)
};

/**
* | output |
* | --- |
* | "Offer received" |
*
* @param {Contracts_Status_Offer_ReceivedInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const contracts_status_offer_received = /** @type {((inputs?: Contracts_Status_Offer_ReceivedInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Contracts_Status_Offer_ReceivedInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_contracts_status_offer_received(inputs)
	return en_contracts_status_offer_received(inputs)
});