/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Info_Missing_AfterInputs */

const en_info_missing_after = /** @type {(inputs: Info_Missing_AfterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`what guide would help you.`)
};

const ur_info_missing_after = /** @type {(inputs: Info_Missing_AfterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`کہ کون سا رہنما آپ کے کام آئے گا۔`)
};

/**
* | output |
* | --- |
* | "what guide would help you." |
*
* @param {Info_Missing_AfterInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const info_missing_after = /** @type {((inputs?: Info_Missing_AfterInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Info_Missing_AfterInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_info_missing_after(inputs)
	return en_info_missing_after(inputs)
});