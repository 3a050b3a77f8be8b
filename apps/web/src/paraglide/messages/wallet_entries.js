/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Wallet_EntriesInputs */

const en_wallet_entries = /** @type {(inputs: Wallet_EntriesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Entries`)
};

const ur_wallet_entries = /** @type {(inputs: Wallet_EntriesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`اندراجات`)
};

/**
* | output |
* | --- |
* | "Entries" |
*
* @param {Wallet_EntriesInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const wallet_entries = /** @type {((inputs?: Wallet_EntriesInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Wallet_EntriesInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_wallet_entries(inputs)
	return en_wallet_entries(inputs)
});