/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} About_Value_Growth_TextInputs */

const en_about_value_growth_text = /** @type {(inputs: About_Value_Growth_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`From the first course to a company of one's own, we back people who keep learning.`)
};

const ur_about_value_growth_text = /** @type {(inputs: About_Value_Growth_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`پہلے کورس سے لے کر اپنی کمپنی تک، ہم ان لوگوں کا ساتھ دیتے ہیں جو سیکھتے رہتے ہیں۔`)
};

/**
* | output |
* | --- |
* | "From the first course to a company of one's own, we back people who keep learning." |
*
* @param {About_Value_Growth_TextInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const about_value_growth_text = /** @type {((inputs?: About_Value_Growth_TextInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<About_Value_Growth_TextInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_about_value_growth_text(inputs)
	return en_about_value_growth_text(inputs)
});