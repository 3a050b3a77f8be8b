/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ district: NonNullable<unknown> }} About_District_SuffixInputs */

const en_about_district_suffix = /** @type {(inputs: About_District_SuffixInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`(${i?.district} district)`)
};

const ur_about_district_suffix = /** @type {(inputs: About_District_SuffixInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`(ضلع ${i?.district})`)
};

/**
* | output |
* | --- |
* | "({district} district)" |
*
* @param {About_District_SuffixInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const about_district_suffix = /** @type {((inputs: About_District_SuffixInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<About_District_SuffixInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_about_district_suffix(inputs)
	return en_about_district_suffix(inputs)
});