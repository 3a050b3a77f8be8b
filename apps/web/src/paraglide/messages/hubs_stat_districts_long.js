/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Hubs_Stat_Districts_LongInputs */

const en_hubs_stat_districts_long = /** @type {(inputs: Hubs_Stat_Districts_LongInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Districts covered`)
};

const ur_hubs_stat_districts_long = /** @type {(inputs: Hubs_Stat_Districts_LongInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`شامل اضلاع`)
};

/**
* | output |
* | --- |
* | "Districts covered" |
*
* @param {Hubs_Stat_Districts_LongInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const hubs_stat_districts_long = /** @type {((inputs?: Hubs_Stat_Districts_LongInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Hubs_Stat_Districts_LongInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_hubs_stat_districts_long(inputs)
	return en_hubs_stat_districts_long(inputs)
});