/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Hubs_Stat_Flhs_LongInputs */

const en_hubs_stat_flhs_long = /** @type {(inputs: Hubs_Stat_Flhs_LongInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Freelancing Hubs`)
};

const ur_hubs_stat_flhs_long = /** @type {(inputs: Hubs_Stat_Flhs_LongInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`فری لانسنگ ہبز`)
};

/**
* | output |
* | --- |
* | "Freelancing Hubs" |
*
* @param {Hubs_Stat_Flhs_LongInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const hubs_stat_flhs_long = /** @type {((inputs?: Hubs_Stat_Flhs_LongInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Hubs_Stat_Flhs_LongInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_hubs_stat_flhs_long(inputs)
	return en_hubs_stat_flhs_long(inputs)
});