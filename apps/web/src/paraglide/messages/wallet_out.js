/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Wallet_OutInputs */

const en_wallet_out = /** @type {(inputs: Wallet_OutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Out`)
};

const ur_wallet_out = /** @type {(inputs: Wallet_OutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`خرچ`)
};

/**
* | output |
* | --- |
* | "Out" |
*
* @param {Wallet_OutInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const wallet_out = /** @type {((inputs?: Wallet_OutInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Wallet_OutInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_wallet_out(inputs)
	return en_wallet_out(inputs)
});