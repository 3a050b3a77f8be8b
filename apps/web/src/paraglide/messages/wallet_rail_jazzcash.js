/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Wallet_Rail_JazzcashInputs */

const en_wallet_rail_jazzcash = /** @type {(inputs: Wallet_Rail_JazzcashInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`JazzCash`)
};

const ur_wallet_rail_jazzcash = /** @type {(inputs: Wallet_Rail_JazzcashInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`جاز کیش`)
};

/**
* | output |
* | --- |
* | "JazzCash" |
*
* @param {Wallet_Rail_JazzcashInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const wallet_rail_jazzcash = /** @type {((inputs?: Wallet_Rail_JazzcashInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Wallet_Rail_JazzcashInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_wallet_rail_jazzcash(inputs)
	return en_wallet_rail_jazzcash(inputs)
});