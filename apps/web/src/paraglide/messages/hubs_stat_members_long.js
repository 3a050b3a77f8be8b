/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Hubs_Stat_Members_LongInputs */

const en_hubs_stat_members_long = /** @type {(inputs: Hubs_Stat_Members_LongInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Members trained and working`)
};

const ur_hubs_stat_members_long = /** @type {(inputs: Hubs_Stat_Members_LongInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تربیت یافتہ اور برسرِ روزگار اراکین`)
};

/**
* | output |
* | --- |
* | "Members trained and working" |
*
* @param {Hubs_Stat_Members_LongInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const hubs_stat_members_long = /** @type {((inputs?: Hubs_Stat_Members_LongInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Hubs_Stat_Members_LongInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_hubs_stat_members_long(inputs)
	return en_hubs_stat_members_long(inputs)
});