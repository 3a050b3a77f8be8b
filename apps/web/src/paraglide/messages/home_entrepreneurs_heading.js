/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Entrepreneurs_HeadingInputs */

const en_home_entrepreneurs_heading = /** @type {(inputs: Home_Entrepreneurs_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Meet Our Entrepreneurs`)
};

const ur_home_entrepreneurs_heading = /** @type {(inputs: Home_Entrepreneurs_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ہمارے کاروباری افراد سے ملیے`)
};

/**
* | output |
* | --- |
* | "Meet Our Entrepreneurs" |
*
* @param {Home_Entrepreneurs_HeadingInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const home_entrepreneurs_heading = /** @type {((inputs?: Home_Entrepreneurs_HeadingInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Entrepreneurs_HeadingInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_home_entrepreneurs_heading(inputs)
	return en_home_entrepreneurs_heading(inputs)
});