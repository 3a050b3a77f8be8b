/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} About_District_LabelInputs */

const en_about_district_label = /** @type {(inputs: About_District_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`District:`)
};

const ur_about_district_label = /** @type {(inputs: About_District_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ضلع:`)
};

/**
* | output |
* | --- |
* | "District:" |
*
* @param {About_District_LabelInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const about_district_label = /** @type {((inputs?: About_District_LabelInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<About_District_LabelInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_about_district_label(inputs)
	return en_about_district_label(inputs)
});