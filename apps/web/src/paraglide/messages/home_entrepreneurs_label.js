/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Entrepreneurs_LabelInputs */

const en_home_entrepreneurs_label = /** @type {(inputs: Home_Entrepreneurs_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Entrepreneurs`)
};

const ur_home_entrepreneurs_label = /** @type {(inputs: Home_Entrepreneurs_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`کاروباری افراد`)
};

/**
* | output |
* | --- |
* | "Entrepreneurs" |
*
* @param {Home_Entrepreneurs_LabelInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const home_entrepreneurs_label = /** @type {((inputs?: Home_Entrepreneurs_LabelInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Entrepreneurs_LabelInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_home_entrepreneurs_label(inputs)
	return en_home_entrepreneurs_label(inputs)
});