/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Wallet_BackInputs */

const en_wallet_back = /** @type {(inputs: Wallet_BackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Back`)
};

const ur_wallet_back = /** @type {(inputs: Wallet_BackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`واپس`)
};

/**
* | output |
* | --- |
* | "Back" |
*
* @param {Wallet_BackInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const wallet_back = /** @type {((inputs?: Wallet_BackInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Wallet_BackInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_wallet_back(inputs)
	return en_wallet_back(inputs)
});