/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Wallet_InInputs */

const en_wallet_in = /** @type {(inputs: Wallet_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`In`)
};

const ur_wallet_in = /** @type {(inputs: Wallet_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`آمد`)
};

/**
* | output |
* | --- |
* | "In" |
*
* @param {Wallet_InInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const wallet_in = /** @type {((inputs?: Wallet_InInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Wallet_InInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_wallet_in(inputs)
	return en_wallet_in(inputs)
});