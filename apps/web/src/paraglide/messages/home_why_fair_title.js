/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Why_Fair_TitleInputs */

const en_home_why_fair_title = /** @type {(inputs: Home_Why_Fair_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fair Pricing`)
};

const ur_home_why_fair_title = /** @type {(inputs: Home_Why_Fair_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`منصفانہ قیمتیں`)
};

/**
* | output |
* | --- |
* | "Fair Pricing" |
*
* @param {Home_Why_Fair_TitleInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const home_why_fair_title = /** @type {((inputs?: Home_Why_Fair_TitleInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Why_Fair_TitleInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_home_why_fair_title(inputs)
	return en_home_why_fair_title(inputs)
});