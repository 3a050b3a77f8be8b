/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Wallet_Statement_NoteInputs */

const en_wallet_statement_note = /** @type {(inputs: Wallet_Statement_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your wallet: money released to you (pending, available and on its way to your account) and the escrow of the contracts you pay for. Moves between these balances are not listed.`)
};

const ur_wallet_statement_note = /** @type {(inputs: Wallet_Statement_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`آپ کا والیٹ: آپ کو جاری کی گئی رقم (زیرِ التوا، دستیاب اور آپ کے اکاؤنٹ کی طرف روانہ) اور ان کنٹریکٹس کا ایسکرو جن کی آپ ادائیگی کرتے ہیں۔ ان بیلنسوں کے درمیان منتقلیاں درج نہیں کی جاتیں۔`)
};

/**
* | output |
* | --- |
* | "Your wallet: money released to you (pending, available and on its way to your account) and the escrow of the contracts you pay for. Moves between these balan..." |
*
* @param {Wallet_Statement_NoteInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const wallet_statement_note = /** @type {((inputs?: Wallet_Statement_NoteInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Wallet_Statement_NoteInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_wallet_statement_note(inputs)
	return en_wallet_statement_note(inputs)
});