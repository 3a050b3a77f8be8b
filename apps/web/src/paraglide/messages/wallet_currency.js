/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Wallet_CurrencyInputs */

const en_wallet_currency = /** @type {(inputs: Wallet_CurrencyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Currency`)
};

const ur_wallet_currency = /** @type {(inputs: Wallet_CurrencyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`کرنسی`)
};

/**
* | output |
* | --- |
* | "Currency" |
*
* @param {Wallet_CurrencyInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const wallet_currency = /** @type {((inputs?: Wallet_CurrencyInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Wallet_CurrencyInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_wallet_currency(inputs)
	return en_wallet_currency(inputs)
});