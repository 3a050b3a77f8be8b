/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Hubs_Filter_All_DistrictsInputs */

const en_hubs_filter_all_districts = /** @type {(inputs: Hubs_Filter_All_DistrictsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`All Districts`)
};

const ur_hubs_filter_all_districts = /** @type {(inputs: Hubs_Filter_All_DistrictsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تمام اضلاع`)
};

/**
* | output |
* | --- |
* | "All Districts" |
*
* @param {Hubs_Filter_All_DistrictsInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const hubs_filter_all_districts = /** @type {((inputs?: Hubs_Filter_All_DistrictsInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Hubs_Filter_All_DistrictsInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_hubs_filter_all_districts(inputs)
	return en_hubs_filter_all_districts(inputs)
});