/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Profiles_Loading_ProfileInputs */

const en_profiles_loading_profile = /** @type {(inputs: Profiles_Loading_ProfileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading profile...`)
};

const ur_profiles_loading_profile = /** @type {(inputs: Profiles_Loading_ProfileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`پروفائل لوڈ ہو رہا ہے...`)
};

/**
* | output |
* | --- |
* | "Loading profile..." |
*
* @param {Profiles_Loading_ProfileInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const profiles_loading_profile = /** @type {((inputs?: Profiles_Loading_ProfileInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profiles_Loading_ProfileInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_profiles_loading_profile(inputs)
	return en_profiles_loading_profile(inputs)
});