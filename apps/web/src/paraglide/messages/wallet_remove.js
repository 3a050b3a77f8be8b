/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Wallet_RemoveInputs */

const en_wallet_remove = /** @type {(inputs: Wallet_RemoveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Remove`)
};

const ur_wallet_remove = /** @type {(inputs: Wallet_RemoveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ہٹائیں`)
};

/**
* | output |
* | --- |
* | "Remove" |
*
* @param {Wallet_RemoveInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const wallet_remove = /** @type {((inputs?: Wallet_RemoveInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Wallet_RemoveInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_wallet_remove(inputs)
	return en_wallet_remove(inputs)
});