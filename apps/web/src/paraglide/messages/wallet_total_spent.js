/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Wallet_Total_SpentInputs */

const en_wallet_total_spent = /** @type {(inputs: Wallet_Total_SpentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Total spent`)
};

const ur_wallet_total_spent = /** @type {(inputs: Wallet_Total_SpentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`کل خرچ`)
};

/**
* | output |
* | --- |
* | "Total spent" |
*
* @param {Wallet_Total_SpentInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const wallet_total_spent = /** @type {((inputs?: Wallet_Total_SpentInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Wallet_Total_SpentInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_wallet_total_spent(inputs)
	return en_wallet_total_spent(inputs)
});