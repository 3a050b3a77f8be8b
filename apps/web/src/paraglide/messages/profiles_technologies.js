/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Profiles_TechnologiesInputs */

const en_profiles_technologies = /** @type {(inputs: Profiles_TechnologiesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Technologies Used`)
};

const ur_profiles_technologies = /** @type {(inputs: Profiles_TechnologiesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`استعمال شدہ ٹیکنالوجیز`)
};

/**
* | output |
* | --- |
* | "Technologies Used" |
*
* @param {Profiles_TechnologiesInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const profiles_technologies = /** @type {((inputs?: Profiles_TechnologiesInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profiles_TechnologiesInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_profiles_technologies(inputs)
	return en_profiles_technologies(inputs)
});