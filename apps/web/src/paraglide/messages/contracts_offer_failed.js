/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Contracts_Offer_FailedInputs */

const en_contracts_offer_failed = /** @type {(inputs: Contracts_Offer_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Could not send the offer`)
};

const ur_contracts_offer_failed = /** @type {(inputs: Contracts_Offer_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`آفر نہیں بھیجی جا سکی`)
};

/**
* | output |
* | --- |
* | "Could not send the offer" |
*
* @param {Contracts_Offer_FailedInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const contracts_offer_failed = /** @type {((inputs?: Contracts_Offer_FailedInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Contracts_Offer_FailedInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_contracts_offer_failed(inputs)
	return en_contracts_offer_failed(inputs)
});