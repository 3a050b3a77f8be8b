/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Wallet_GeneratedInputs */

const en_wallet_generated = /** @type {(inputs: Wallet_GeneratedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Generated`)
};

const ur_wallet_generated = /** @type {(inputs: Wallet_GeneratedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تیار کردہ`)
};

/**
* | output |
* | --- |
* | "Generated" |
*
* @param {Wallet_GeneratedInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const wallet_generated = /** @type {((inputs?: Wallet_GeneratedInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Wallet_GeneratedInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_wallet_generated(inputs)
	return en_wallet_generated(inputs)
});