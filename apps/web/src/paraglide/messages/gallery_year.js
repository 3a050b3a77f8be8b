/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Gallery_YearInputs */

const en_gallery_year = /** @type {(inputs: Gallery_YearInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Year`)
};

const ur_gallery_year = /** @type {(inputs: Gallery_YearInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`سال`)
};

/**
* | output |
* | --- |
* | "Year" |
*
* @param {Gallery_YearInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const gallery_year = /** @type {((inputs?: Gallery_YearInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Gallery_YearInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_gallery_year(inputs)
	return en_gallery_year(inputs)
});