/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Profiles_DescriptionInputs */

const en_profiles_description = /** @type {(inputs: Profiles_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Description`)
};

const ur_profiles_description = /** @type {(inputs: Profiles_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تفصیل`)
};

/**
* | output |
* | --- |
* | "Description" |
*
* @param {Profiles_DescriptionInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const profiles_description = /** @type {((inputs?: Profiles_DescriptionInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profiles_DescriptionInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_profiles_description(inputs)
	return en_profiles_description(inputs)
});