/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Wallet_Kind_AvailableInputs */

const en_wallet_kind_available = /** @type {(inputs: Wallet_Kind_AvailableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Became available`)
};

const ur_wallet_kind_available = /** @type {(inputs: Wallet_Kind_AvailableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`دستیاب ہوئی`)
};

/**
* | output |
* | --- |
* | "Became available" |
*
* @param {Wallet_Kind_AvailableInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const wallet_kind_available = /** @type {((inputs?: Wallet_Kind_AvailableInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Wallet_Kind_AvailableInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_wallet_kind_available(inputs)
	return en_wallet_kind_available(inputs)
});