/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Common_DistrictInputs */

const en_common_district = /** @type {(inputs: Common_DistrictInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`District`)
};

const ur_common_district = /** @type {(inputs: Common_DistrictInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ضلع`)
};

/**
* | output |
* | --- |
* | "District" |
*
* @param {Common_DistrictInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const common_district = /** @type {((inputs?: Common_DistrictInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_DistrictInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_common_district(inputs)
	return en_common_district(inputs)
});