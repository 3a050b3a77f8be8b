/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Wallet_All_EntriesInputs */

const en_wallet_all_entries = /** @type {(inputs: Wallet_All_EntriesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`All entries`)
};

const ur_wallet_all_entries = /** @type {(inputs: Wallet_All_EntriesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تمام اندراجات`)
};

/**
* | output |
* | --- |
* | "All entries" |
*
* @param {Wallet_All_EntriesInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const wallet_all_entries = /** @type {((inputs?: Wallet_All_EntriesInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Wallet_All_EntriesInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_wallet_all_entries(inputs)
	return en_wallet_all_entries(inputs)
});