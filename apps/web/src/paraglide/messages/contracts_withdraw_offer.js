/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Contracts_Withdraw_OfferInputs */

const en_contracts_withdraw_offer = /** @type {(inputs: Contracts_Withdraw_OfferInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Withdraw offer`)
};

const ur_contracts_withdraw_offer = /** @type {(inputs: Contracts_Withdraw_OfferInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`آفر واپس لیں`)
};

/**
* | output |
* | --- |
* | "Withdraw offer" |
*
* @param {Contracts_Withdraw_OfferInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const contracts_withdraw_offer = /** @type {((inputs?: Contracts_Withdraw_OfferInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Contracts_Withdraw_OfferInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_contracts_withdraw_offer(inputs)
	return en_contracts_withdraw_offer(inputs)
});