/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Why_Escrow_TextInputs */

const en_home_why_escrow_text = /** @type {(inputs: Home_Why_Escrow_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pay by milestone: funds wait safely in escrow and are released only when you approve the work.`)
};

const ur_home_why_escrow_text = /** @type {(inputs: Home_Why_Escrow_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`مرحلہ وار ادائیگی کریں: رقم ایسکرو میں محفوظ رہتی ہے اور صرف تب جاری ہوتی ہے جب آپ کام منظور کریں۔`)
};

/**
* | output |
* | --- |
* | "Pay by milestone: funds wait safely in escrow and are released only when you approve the work." |
*
* @param {Home_Why_Escrow_TextInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const home_why_escrow_text = /** @type {((inputs?: Home_Why_Escrow_TextInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Why_Escrow_TextInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_home_why_escrow_text(inputs)
	return en_home_why_escrow_text(inputs)
});