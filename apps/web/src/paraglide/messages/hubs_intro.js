/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Hubs_IntroInputs */

const en_hubs_intro = /** @type {(inputs: Hubs_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Software technology parks and freelancing hubs across the region give young people reliable internet, training and mentors, so they can work for clients anywhere in the world.`)
};

const ur_hubs_intro = /** @type {(inputs: Hubs_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`خطے بھر میں سافٹ ویئر ٹیکنالوجی پارکس اور فری لانسنگ ہبز نوجوانوں کو قابلِ اعتماد انٹرنیٹ، تربیت اور مینٹرز فراہم کرتے ہیں تاکہ وہ دنیا میں کہیں بھی کلائنٹس کے لیے کام کر سکیں۔`)
};

/**
* | output |
* | --- |
* | "Software technology parks and freelancing hubs across the region give young people reliable internet, training and mentors, so they can work for clients anyw..." |
*
* @param {Hubs_IntroInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const hubs_intro = /** @type {((inputs?: Hubs_IntroInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Hubs_IntroInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_hubs_intro(inputs)
	return en_hubs_intro(inputs)
});