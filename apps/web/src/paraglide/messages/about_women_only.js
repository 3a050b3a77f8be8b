/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} About_Women_OnlyInputs */

const en_about_women_only = /** @type {(inputs: About_Women_OnlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Women Only`)
};

const ur_about_women_only = /** @type {(inputs: About_Women_OnlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`صرف خواتین`)
};

/**
* | output |
* | --- |
* | "Women Only" |
*
* @param {About_Women_OnlyInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const about_women_only = /** @type {((inputs?: About_Women_OnlyInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<About_Women_OnlyInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_about_women_only(inputs)
	return en_about_women_only(inputs)
});