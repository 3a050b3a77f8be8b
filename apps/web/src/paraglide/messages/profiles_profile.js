/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Profiles_ProfileInputs */

const en_profiles_profile = /** @type {(inputs: Profiles_ProfileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Profile`)
};

const ur_profiles_profile = /** @type {(inputs: Profiles_ProfileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`پروفائل`)
};

/**
* | output |
* | --- |
* | "Profile" |
*
* @param {Profiles_ProfileInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const profiles_profile = /** @type {((inputs?: Profiles_ProfileInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profiles_ProfileInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_profiles_profile(inputs)
	return en_profiles_profile(inputs)
});