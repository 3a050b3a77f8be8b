/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Hubs_Stat_DistrictsInputs */

const en_hubs_stat_districts = /** @type {(inputs: Hubs_Stat_DistrictsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Districts`)
};

const ur_hubs_stat_districts = /** @type {(inputs: Hubs_Stat_DistrictsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`اضلاع`)
};

/**
* | output |
* | --- |
* | "Districts" |
*
* @param {Hubs_Stat_DistrictsInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const hubs_stat_districts = /** @type {((inputs?: Hubs_Stat_DistrictsInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Hubs_Stat_DistrictsInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_hubs_stat_districts(inputs)
	return en_hubs_stat_districts(inputs)
});