/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Nav_Success_StoriesInputs */

const en_nav_success_stories = /** @type {(inputs: Nav_Success_StoriesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Success Stories`)
};

const ur_nav_success_stories = /** @type {(inputs: Nav_Success_StoriesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`کامیابی کی کہانیاں`)
};

/**
* | output |
* | --- |
* | "Success Stories" |
*
* @param {Nav_Success_StoriesInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const nav_success_stories = /** @type {((inputs?: Nav_Success_StoriesInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Nav_Success_StoriesInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_nav_success_stories(inputs)
	return en_nav_success_stories(inputs)
});