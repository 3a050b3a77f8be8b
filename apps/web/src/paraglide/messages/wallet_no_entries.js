/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Wallet_No_EntriesInputs */

const en_wallet_no_entries = /** @type {(inputs: Wallet_No_EntriesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No entries yet.`)
};

const ur_wallet_no_entries = /** @type {(inputs: Wallet_No_EntriesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ابھی کوئی اندراج نہیں۔`)
};

/**
* | output |
* | --- |
* | "No entries yet." |
*
* @param {Wallet_No_EntriesInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const wallet_no_entries = /** @type {((inputs?: Wallet_No_EntriesInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Wallet_No_EntriesInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_wallet_no_entries(inputs)
	return en_wallet_no_entries(inputs)
});