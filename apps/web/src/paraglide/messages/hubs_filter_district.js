/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Hubs_Filter_DistrictInputs */

const en_hubs_filter_district = /** @type {(inputs: Hubs_Filter_DistrictInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`District`)
};

const ur_hubs_filter_district = /** @type {(inputs: Hubs_Filter_DistrictInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ضلع`)
};

/**
* | output |
* | --- |
* | "District" |
*
* @param {Hubs_Filter_DistrictInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const hubs_filter_district = /** @type {((inputs?: Hubs_Filter_DistrictInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Hubs_Filter_DistrictInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_hubs_filter_district(inputs)
	return en_hubs_filter_district(inputs)
});