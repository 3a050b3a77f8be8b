/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Categories_HeadingInputs */

const en_home_categories_heading = /** @type {(inputs: Home_Categories_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Browse Jobs by Category`)
};

const ur_home_categories_heading = /** @type {(inputs: Home_Categories_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`شعبے کے لحاظ سے جابز دیکھیں`)
};

/**
* | output |
* | --- |
* | "Browse Jobs by Category" |
*
* @param {Home_Categories_HeadingInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const home_categories_heading = /** @type {((inputs?: Home_Categories_HeadingInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Categories_HeadingInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_home_categories_heading(inputs)
	return en_home_categories_heading(inputs)
});