/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Wallet_Safety_NoteInputs */

const en_wallet_safety_note = /** @type {(inputs: Wallet_Safety_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`For your safety a new method can be used only after a waiting period, and we e-mail you when one is added.`)
};

const ur_wallet_safety_note = /** @type {(inputs: Wallet_Safety_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`آپ کی حفاظت کے لیے نیا طریقہ انتظار کی مدت کے بعد ہی استعمال ہو سکتا ہے، اور نیا طریقہ شامل ہونے پر ہم آپ کو ای میل کرتے ہیں۔`)
};

/**
* | output |
* | --- |
* | "For your safety a new method can be used only after a waiting period, and we e-mail you when one is added." |
*
* @param {Wallet_Safety_NoteInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const wallet_safety_note = /** @type {((inputs?: Wallet_Safety_NoteInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Wallet_Safety_NoteInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_wallet_safety_note(inputs)
	return en_wallet_safety_note(inputs)
});