/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Profiles_Best_MatchInputs */

const en_profiles_best_match = /** @type {(inputs: Profiles_Best_MatchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Best match`)
};

const ur_profiles_best_match = /** @type {(inputs: Profiles_Best_MatchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`بہترین مطابقت`)
};

/**
* | output |
* | --- |
* | "Best match" |
*
* @param {Profiles_Best_MatchInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const profiles_best_match = /** @type {((inputs?: Profiles_Best_MatchInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profiles_Best_MatchInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_profiles_best_match(inputs)
	return en_profiles_best_match(inputs)
});