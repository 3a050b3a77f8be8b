/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Stories_TextInputs */

const en_home_stories_text = /** @type {(inputs: Home_Stories_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Freelancers of the programme tell how they found their first clients and built a career from home.`)
};

const ur_home_stories_text = /** @type {(inputs: Home_Stories_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`پروگرام کے فری لانسرز بتاتے ہیں کہ انہیں پہلے کلائنٹس کیسے ملے اور انہوں نے گھر بیٹھے اپنا کیریئر کیسے بنایا۔`)
};

/**
* | output |
* | --- |
* | "Freelancers of the programme tell how they found their first clients and built a career from home." |
*
* @param {Home_Stories_TextInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const home_stories_text = /** @type {((inputs?: Home_Stories_TextInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Stories_TextInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_home_stories_text(inputs)
	return en_home_stories_text(inputs)
});