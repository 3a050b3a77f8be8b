/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Info_Missing_BeforeInputs */

const en_info_missing_before = /** @type {(inputs: Info_Missing_BeforeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Something missing?`)
};

const ur_info_missing_before = /** @type {(inputs: Info_Missing_BeforeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`کچھ کمی ہے؟`)
};

/**
* | output |
* | --- |
* | "Something missing?" |
*
* @param {Info_Missing_BeforeInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const info_missing_before = /** @type {((inputs?: Info_Missing_BeforeInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Info_Missing_BeforeInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_info_missing_before(inputs)
	return en_info_missing_before(inputs)
});