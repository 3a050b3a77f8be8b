/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Profedit_Sign_In_TextInputs */

const en_profedit_sign_in_text = /** @type {(inputs: Profedit_Sign_In_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your freelancer profile belongs to your account: sign in or sign up as a freelancer first.`)
};

const ur_profedit_sign_in_text = /** @type {(inputs: Profedit_Sign_In_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`آپ کا فری لانسر پروفائل آپ کے اکاؤنٹ سے جڑا ہوتا ہے: پہلے سائن اِن کریں یا فری لانسر کے طور پر سائن اپ کریں۔`)
};

/**
* | output |
* | --- |
* | "Your freelancer profile belongs to your account: sign in or sign up as a freelancer first." |
*
* @param {Profedit_Sign_In_TextInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const profedit_sign_in_text = /** @type {((inputs?: Profedit_Sign_In_TextInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profedit_Sign_In_TextInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_profedit_sign_in_text(inputs)
	return en_profedit_sign_in_text(inputs)
});