/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Contracts_CurrencyInputs */

const en_contracts_currency = /** @type {(inputs: Contracts_CurrencyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Currency`)
};

const ur_contracts_currency = /** @type {(inputs: Contracts_CurrencyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`کرنسی`)
};

/**
* | output |
* | --- |
* | "Currency" |
*
* @param {Contracts_CurrencyInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const contracts_currency = /** @type {((inputs?: Contracts_CurrencyInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Contracts_CurrencyInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_contracts_currency(inputs)
	return en_contracts_currency(inputs)
});