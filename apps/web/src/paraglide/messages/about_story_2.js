/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} About_Story_2Inputs */

const en_about_story_2 = /** @type {(inputs: About_Story_2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Within two years the idea had spread up the Karakoram Highway to Hunza and Nagar, across to Ghizer and down the Indus to Skardu, Shigar and Khaplu. Women-only hubs opened so that every family could send their daughters too.`)
};

const ur_about_story_2 = /** @type {(inputs: About_Story_2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`دو سال کے اندر یہ خیال شاہراہِ قراقرم کے ساتھ ہنزہ اور نگر تک، پھر غذر تک اور دریائے سندھ کے ساتھ سکردو، شگر اور خپلو تک پھیل گیا۔ خواتین کے لیے مخصوص ہبز کھولے گئے تاکہ ہر خاندان اپنی بیٹیوں کو بھی بھیج سکے۔`)
};

/**
* | output |
* | --- |
* | "Within two years the idea had spread up the Karakoram Highway to Hunza and Nagar, across to Ghizer and down the Indus to Skardu, Shigar and Khaplu. Women-onl..." |
*
* @param {About_Story_2Inputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const about_story_2 = /** @type {((inputs?: About_Story_2Inputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<About_Story_2Inputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_about_story_2(inputs)
	return en_about_story_2(inputs)
});