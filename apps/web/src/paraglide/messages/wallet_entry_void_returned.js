/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Wallet_Entry_Void_ReturnedInputs */

const en_wallet_entry_void_returned = /** @type {(inputs: Wallet_Entry_Void_ReturnedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Withdrawal failed: returned`)
};

const ur_wallet_entry_void_returned = /** @type {(inputs: Wallet_Entry_Void_ReturnedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`رقم نہیں نکلوائی جا سکی: واپس آ گئی`)
};

/**
* | output |
* | --- |
* | "Withdrawal failed: returned" |
*
* @param {Wallet_Entry_Void_ReturnedInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const wallet_entry_void_returned = /** @type {((inputs?: Wallet_Entry_Void_ReturnedInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Wallet_Entry_Void_ReturnedInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_wallet_entry_void_returned(inputs)
	return en_wallet_entry_void_returned(inputs)
});