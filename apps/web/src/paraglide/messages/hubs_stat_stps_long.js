/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Hubs_Stat_Stps_LongInputs */

const en_hubs_stat_stps_long = /** @type {(inputs: Hubs_Stat_Stps_LongInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Software Technology Parks`)
};

const ur_hubs_stat_stps_long = /** @type {(inputs: Hubs_Stat_Stps_LongInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`سافٹ ویئر ٹیکنالوجی پارکس`)
};

/**
* | output |
* | --- |
* | "Software Technology Parks" |
*
* @param {Hubs_Stat_Stps_LongInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const hubs_stat_stps_long = /** @type {((inputs?: Hubs_Stat_Stps_LongInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Hubs_Stat_Stps_LongInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_hubs_stat_stps_long(inputs)
	return en_hubs_stat_stps_long(inputs)
});