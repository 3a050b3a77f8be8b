/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Register_Benefit_Payments_TextInputs */

const en_register_benefit_payments_text = /** @type {(inputs: Register_Benefit_Payments_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Escrow-protected milestone payments: you are paid for every approved milestone.`)
};

const ur_register_benefit_payments_text = /** @type {(inputs: Register_Benefit_Payments_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ایسکرو سے محفوظ مرحلہ وار ادائیگیاں: ہر منظور شدہ مرحلے کی ادائیگی آپ کو ملتی ہے۔`)
};

/**
* | output |
* | --- |
* | "Escrow-protected milestone payments: you are paid for every approved milestone." |
*
* @param {Register_Benefit_Payments_TextInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const register_benefit_payments_text = /** @type {((inputs?: Register_Benefit_Payments_TextInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Register_Benefit_Payments_TextInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_register_benefit_payments_text(inputs)
	return en_register_benefit_payments_text(inputs)
});