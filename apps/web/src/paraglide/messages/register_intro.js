/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Register_IntroInputs */

const en_register_intro = /** @type {(inputs: Register_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Turn your IT skills into a career from Gilgit-Baltistan. Join the freelancers who work with clients worldwide, paid safely for every milestone.`)
};

const ur_register_intro = /** @type {(inputs: Register_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`گلگت بلتستان میں رہتے ہوئے اپنی آئی ٹی مہارتوں کو کیریئر میں بدلیں۔ ان فری لانسرز میں شامل ہوں جو دنیا بھر کے کلائنٹس کے ساتھ کام کرتے ہیں اور ہر مرحلے کی ادائیگی محفوظ طریقے سے پاتے ہیں۔`)
};

/**
* | output |
* | --- |
* | "Turn your IT skills into a career from Gilgit-Baltistan. Join the freelancers who work with clients worldwide, paid safely for every milestone." |
*
* @param {Register_IntroInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const register_intro = /** @type {((inputs?: Register_IntroInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Register_IntroInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_register_intro(inputs)
	return en_register_intro(inputs)
});