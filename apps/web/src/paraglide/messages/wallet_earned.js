/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Wallet_EarnedInputs */

const en_wallet_earned = /** @type {(inputs: Wallet_EarnedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Earned`)
};

const ur_wallet_earned = /** @type {(inputs: Wallet_EarnedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`آمدنی`)
};

/**
* | output |
* | --- |
* | "Earned" |
*
* @param {Wallet_EarnedInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const wallet_earned = /** @type {((inputs?: Wallet_EarnedInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Wallet_EarnedInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_wallet_earned(inputs)
	return en_wallet_earned(inputs)
});