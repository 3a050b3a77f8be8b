/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Vision_TextInputs */

const en_home_vision_text = /** @type {(inputs: Home_Vision_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Software technology parks and freelancing hubs in every district of Gilgit-Baltistan, so that a young graduate in Hunza, Skardu or Chilas can learn, find clients and earn without leaving the valley.`)
};

const ur_home_vision_text = /** @type {(inputs: Home_Vision_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`گلگت بلتستان کے ہر ضلع میں سافٹ ویئر ٹیکنالوجی پارکس اور فری لانسنگ ہبز، تاکہ ہنزہ، سکردو یا چلاس کا کوئی نوجوان گریجویٹ اپنی وادی چھوڑے بغیر سیکھ سکے، کلائنٹس ڈھونڈ سکے اور کما سکے۔`)
};

/**
* | output |
* | --- |
* | "Software technology parks and freelancing hubs in every district of Gilgit-Baltistan, so that a young graduate in Hunza, Skardu or Chilas can learn, find cli..." |
*
* @param {Home_Vision_TextInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const home_vision_text = /** @type {((inputs?: Home_Vision_TextInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Vision_TextInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_home_vision_text(inputs)
	return en_home_vision_text(inputs)
});