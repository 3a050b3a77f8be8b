/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} About_Value_Trust_TextInputs */

const en_about_value_trust_text = /** @type {(inputs: About_Value_Trust_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Escrow-protected milestone payments, verified profiles and clear rules protect both sides.`)
};

const ur_about_value_trust_text = /** @type {(inputs: About_Value_Trust_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ایسکرو سے محفوظ مرحلہ وار ادائیگیاں، تصدیق شدہ پروفائلز اور واضح قواعد دونوں فریقوں کو تحفظ دیتے ہیں۔`)
};

/**
* | output |
* | --- |
* | "Escrow-protected milestone payments, verified profiles and clear rules protect both sides." |
*
* @param {About_Value_Trust_TextInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const about_value_trust_text = /** @type {((inputs?: About_Value_Trust_TextInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<About_Value_Trust_TextInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_about_value_trust_text(inputs)
	return en_about_value_trust_text(inputs)
});