/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Wallet_AvailableInputs */

const en_wallet_available = /** @type {(inputs: Wallet_AvailableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Available`)
};

const ur_wallet_available = /** @type {(inputs: Wallet_AvailableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`دستیاب`)
};

/**
* | output |
* | --- |
* | "Available" |
*
* @param {Wallet_AvailableInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const wallet_available = /** @type {((inputs?: Wallet_AvailableInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Wallet_AvailableInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_wallet_available(inputs)
	return en_wallet_available(inputs)
});