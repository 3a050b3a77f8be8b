/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Wallet_ToInputs */

const en_wallet_to = /** @type {(inputs: Wallet_ToInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`To`)
};

const ur_wallet_to = /** @type {(inputs: Wallet_ToInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`بنام`)
};

/**
* | output |
* | --- |
* | "To" |
*
* @param {Wallet_ToInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const wallet_to = /** @type {((inputs?: Wallet_ToInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Wallet_ToInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_wallet_to(inputs)
	return en_wallet_to(inputs)
});