/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ goal: NonNullable<unknown>, year: NonNullable<unknown> }} Home_Vision_HeadingInputs */

const en_home_vision_heading = /** @type {(inputs: Home_Vision_HeadingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.goal} IT setups by end of ${i?.year}`)
};

const ur_home_vision_heading = /** @type {(inputs: Home_Vision_HeadingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.year} کے آخر تک ${i?.goal} آئی ٹی سیٹ اپس`)
};

/**
* | output |
* | --- |
* | "{goal} IT setups by end of {year}" |
*
* @param {Home_Vision_HeadingInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const home_vision_heading = /** @type {((inputs: Home_Vision_HeadingInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Vision_HeadingInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_home_vision_heading(inputs)
	return en_home_vision_heading(inputs)
});