/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Register_Step_Paid_TextInputs */

const en_register_step_paid_text = /** @type {(inputs: Register_Step_Paid_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Deliver the work and receive your payment through escrow.`)
};

const ur_register_step_paid_text = /** @type {(inputs: Register_Step_Paid_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`کام مکمل کر کے حوالے کریں اور ایسکرو کے ذریعے اپنی ادائیگی وصول کریں۔`)
};

/**
* | output |
* | --- |
* | "Deliver the work and receive your payment through escrow." |
*
* @param {Register_Step_Paid_TextInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const register_step_paid_text = /** @type {((inputs?: Register_Step_Paid_TextInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Register_Step_Paid_TextInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_register_step_paid_text(inputs)
	return en_register_step_paid_text(inputs)
});