/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Wallet_MethodInputs */

const en_wallet_method = /** @type {(inputs: Wallet_MethodInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Method`)
};

const ur_wallet_method = /** @type {(inputs: Wallet_MethodInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`طریقہ`)
};

/**
* | output |
* | --- |
* | "Method" |
*
* @param {Wallet_MethodInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const wallet_method = /** @type {((inputs?: Wallet_MethodInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Wallet_MethodInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_wallet_method(inputs)
	return en_wallet_method(inputs)
});