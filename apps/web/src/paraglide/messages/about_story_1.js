/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} About_Story_1Inputs */

const en_about_story_1 = /** @type {(inputs: About_Story_1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`It began in 2019 with a single room in Gilgit: a dozen laptops, a generator for the winter power cuts and a few graduates who wanted to work for clients abroad without leaving home.`)
};

const ur_about_story_1 = /** @type {(inputs: About_Story_1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`اس کا آغاز 2019 میں گلگت کے ایک کمرے سے ہوا: درجن بھر لیپ ٹاپ، سردیوں کی لوڈ شیڈنگ کے لیے ایک جنریٹر اور چند گریجویٹس جو گھر چھوڑے بغیر بیرونِ ملک کلائنٹس کے لیے کام کرنا چاہتے تھے۔`)
};

/**
* | output |
* | --- |
* | "It began in 2019 with a single room in Gilgit: a dozen laptops, a generator for the winter power cuts and a few graduates who wanted to work for clients abro..." |
*
* @param {About_Story_1Inputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const about_story_1 = /** @type {((inputs?: About_Story_1Inputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<About_Story_1Inputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_about_story_1(inputs)
	return en_about_story_1(inputs)
});