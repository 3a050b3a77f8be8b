/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Why_Fast_TextInputs */

const en_home_why_fast_text = /** @type {(inputs: Home_Why_Fast_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Post a job in minutes and receive proposals from vetted freelancers the same day.`)
};

const ur_home_why_fast_text = /** @type {(inputs: Home_Why_Fast_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`چند منٹ میں جاب پوسٹ کریں اور اسی دن تصدیق شدہ فری لانسرز سے پروپوزلز وصول کریں۔`)
};

/**
* | output |
* | --- |
* | "Post a job in minutes and receive proposals from vetted freelancers the same day." |
*
* @param {Home_Why_Fast_TextInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const home_why_fast_text = /** @type {((inputs?: Home_Why_Fast_TextInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Why_Fast_TextInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_home_why_fast_text(inputs)
	return en_home_why_fast_text(inputs)
});