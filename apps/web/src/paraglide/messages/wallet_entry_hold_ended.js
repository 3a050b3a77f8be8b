/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Wallet_Entry_Hold_EndedInputs */

const en_wallet_entry_hold_ended = /** @type {(inputs: Wallet_Entry_Hold_EndedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hold ended`)
};

const ur_wallet_entry_hold_ended = /** @type {(inputs: Wallet_Entry_Hold_EndedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`روک ختم ہوئی`)
};

/**
* | output |
* | --- |
* | "Hold ended" |
*
* @param {Wallet_Entry_Hold_EndedInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const wallet_entry_hold_ended = /** @type {((inputs?: Wallet_Entry_Hold_EndedInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Wallet_Entry_Hold_EndedInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_wallet_entry_hold_ended(inputs)
	return en_wallet_entry_hold_ended(inputs)
});