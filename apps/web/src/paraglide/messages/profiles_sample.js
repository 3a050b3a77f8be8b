/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Profiles_SampleInputs */

const en_profiles_sample = /** @type {(inputs: Profiles_SampleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sample`)
};

const ur_profiles_sample = /** @type {(inputs: Profiles_SampleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`نمونہ`)
};

/**
* | output |
* | --- |
* | "Sample" |
*
* @param {Profiles_SampleInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const profiles_sample = /** @type {((inputs?: Profiles_SampleInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profiles_SampleInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_profiles_sample(inputs)
	return en_profiles_sample(inputs)
});