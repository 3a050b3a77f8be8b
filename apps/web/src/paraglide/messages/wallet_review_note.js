/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Wallet_Review_NoteInputs */

const en_wallet_review_note = /** @type {(inputs: Wallet_Review_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`An admin reviews withdrawals this large before they are paid.`)
};

const ur_wallet_review_note = /** @type {(inputs: Wallet_Review_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`اتنی بڑی رقم کی ادائیگی سے پہلے ایڈمن اس کا جائزہ لیتا ہے۔`)
};

/**
* | output |
* | --- |
* | "An admin reviews withdrawals this large before they are paid." |
*
* @param {Wallet_Review_NoteInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const wallet_review_note = /** @type {((inputs?: Wallet_Review_NoteInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Wallet_Review_NoteInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_wallet_review_note(inputs)
	return en_wallet_review_note(inputs)
});