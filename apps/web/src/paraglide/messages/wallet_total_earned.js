/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Wallet_Total_EarnedInputs */

const en_wallet_total_earned = /** @type {(inputs: Wallet_Total_EarnedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Total earned`)
};

const ur_wallet_total_earned = /** @type {(inputs: Wallet_Total_EarnedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`کل آمدنی`)
};

/**
* | output |
* | --- |
* | "Total earned" |
*
* @param {Wallet_Total_EarnedInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const wallet_total_earned = /** @type {((inputs?: Wallet_Total_EarnedInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Wallet_Total_EarnedInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_wallet_total_earned(inputs)
	return en_wallet_total_earned(inputs)
});