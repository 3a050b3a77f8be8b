/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ amount: NonNullable<unknown> }} Wallet_Available_AmountInputs */

const en_wallet_available_amount = /** @type {(inputs: Wallet_Available_AmountInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Available: ${i?.amount}`)
};

const ur_wallet_available_amount = /** @type {(inputs: Wallet_Available_AmountInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`دستیاب: ${i?.amount}`)
};

/**
* | output |
* | --- |
* | "Available: {amount}" |
*
* @param {Wallet_Available_AmountInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const wallet_available_amount = /** @type {((inputs: Wallet_Available_AmountInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Wallet_Available_AmountInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_wallet_available_amount(inputs)
	return en_wallet_available_amount(inputs)
});