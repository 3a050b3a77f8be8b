/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Stories_IntroInputs */

const en_stories_intro = /** @type {(inputs: Stories_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Young people from across Gilgit-Baltistan who learnt a skill at our hubs and now work with clients around the world.`)
};

const ur_stories_intro = /** @type {(inputs: Stories_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`گلگت بلتستان بھر کے وہ نوجوان جنہوں نے ہمارے ہبز میں ہنر سیکھا اور اب دنیا بھر کے کلائنٹس کے ساتھ کام کرتے ہیں۔`)
};

/**
* | output |
* | --- |
* | "Young people from across Gilgit-Baltistan who learnt a skill at our hubs and now work with clients around the world." |
*
* @param {Stories_IntroInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const stories_intro = /** @type {((inputs?: Stories_IntroInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Stories_IntroInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_stories_intro(inputs)
	return en_stories_intro(inputs)
});