/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Hubs_Stat_StpsInputs */

const en_hubs_stat_stps = /** @type {(inputs: Hubs_Stat_StpsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`STPs`)
};

const ur_hubs_stat_stps = /** @type {(inputs: Hubs_Stat_StpsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ایس ٹی پیز`)
};

/**
* | output |
* | --- |
* | "STPs" |
*
* @param {Hubs_Stat_StpsInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const hubs_stat_stps = /** @type {((inputs?: Hubs_Stat_StpsInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Hubs_Stat_StpsInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_hubs_stat_stps(inputs)
	return en_hubs_stat_stps(inputs)
});