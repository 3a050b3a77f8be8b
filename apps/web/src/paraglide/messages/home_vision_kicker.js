/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Vision_KickerInputs */

const en_home_vision_kicker = /** @type {(inputs: Home_Vision_KickerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Our Vision`)
};

const ur_home_vision_kicker = /** @type {(inputs: Home_Vision_KickerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ہمارا وژن`)
};

/**
* | output |
* | --- |
* | "Our Vision" |
*
* @param {Home_Vision_KickerInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const home_vision_kicker = /** @type {((inputs?: Home_Vision_KickerInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Vision_KickerInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_home_vision_kicker(inputs)
	return en_home_vision_kicker(inputs)
});