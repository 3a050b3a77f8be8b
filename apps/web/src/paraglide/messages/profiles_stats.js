/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Profiles_StatsInputs */

const en_profiles_stats = /** @type {(inputs: Profiles_StatsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Stats`)
};

const ur_profiles_stats = /** @type {(inputs: Profiles_StatsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`اعداد و شمار`)
};

/**
* | output |
* | --- |
* | "Stats" |
*
* @param {Profiles_StatsInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const profiles_stats = /** @type {((inputs?: Profiles_StatsInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profiles_StatsInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_profiles_stats(inputs)
	return en_profiles_stats(inputs)
});