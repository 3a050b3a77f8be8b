/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Wallet_Entry_Release_HoldInputs */

const en_wallet_entry_release_hold = /** @type {(inputs: Wallet_Entry_Release_HoldInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Payment released (on hold)`)
};

const ur_wallet_entry_release_hold = /** @type {(inputs: Wallet_Entry_Release_HoldInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ادائیگی جاری ہوئی (روکی ہوئی)`)
};

/**
* | output |
* | --- |
* | "Payment released (on hold)" |
*
* @param {Wallet_Entry_Release_HoldInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const wallet_entry_release_hold = /** @type {((inputs?: Wallet_Entry_Release_HoldInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Wallet_Entry_Release_HoldInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_wallet_entry_release_hold(inputs)
	return en_wallet_entry_release_hold(inputs)
});