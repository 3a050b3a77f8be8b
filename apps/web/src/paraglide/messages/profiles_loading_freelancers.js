/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Profiles_Loading_FreelancersInputs */

const en_profiles_loading_freelancers = /** @type {(inputs: Profiles_Loading_FreelancersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading freelancers...`)
};

const ur_profiles_loading_freelancers = /** @type {(inputs: Profiles_Loading_FreelancersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`فری لانسرز لوڈ ہو رہے ہیں...`)
};

/**
* | output |
* | --- |
* | "Loading freelancers..." |
*
* @param {Profiles_Loading_FreelancersInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const profiles_loading_freelancers = /** @type {((inputs?: Profiles_Loading_FreelancersInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profiles_Loading_FreelancersInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_profiles_loading_freelancers(inputs)
	return en_profiles_loading_freelancers(inputs)
});