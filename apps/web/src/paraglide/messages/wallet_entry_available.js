/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Wallet_Entry_AvailableInputs */

const en_wallet_entry_available = /** @type {(inputs: Wallet_Entry_AvailableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Became available`)
};

const ur_wallet_entry_available = /** @type {(inputs: Wallet_Entry_AvailableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`قابلِ استعمال ہو گئی`)
};

/**
* | output |
* | --- |
* | "Became available" |
*
* @param {Wallet_Entry_AvailableInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const wallet_entry_available = /** @type {((inputs?: Wallet_Entry_AvailableInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Wallet_Entry_AvailableInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_wallet_entry_available(inputs)
	return en_wallet_entry_available(inputs)
});