/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Profiles_Success_RateInputs */

const en_profiles_success_rate = /** @type {(inputs: Profiles_Success_RateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Success Rate`)
};

const ur_profiles_success_rate = /** @type {(inputs: Profiles_Success_RateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`کامیابی کی شرح`)
};

/**
* | output |
* | --- |
* | "Success Rate" |
*
* @param {Profiles_Success_RateInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const profiles_success_rate = /** @type {((inputs?: Profiles_Success_RateInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profiles_Success_RateInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_profiles_success_rate(inputs)
	return en_profiles_success_rate(inputs)
});