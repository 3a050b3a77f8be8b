/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Wallet_Entry_VoidInputs */

const en_wallet_entry_void = /** @type {(inputs: Wallet_Entry_VoidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Withdrawal failed`)
};

const ur_wallet_entry_void = /** @type {(inputs: Wallet_Entry_VoidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`رقم نہیں نکلوائی جا سکی`)
};

/**
* | output |
* | --- |
* | "Withdrawal failed" |
*
* @param {Wallet_Entry_VoidInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const wallet_entry_void = /** @type {((inputs?: Wallet_Entry_VoidInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Wallet_Entry_VoidInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_wallet_entry_void(inputs)
	return en_wallet_entry_void(inputs)
});