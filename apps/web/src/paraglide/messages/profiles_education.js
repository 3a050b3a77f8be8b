/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Profiles_EducationInputs */

const en_profiles_education = /** @type {(inputs: Profiles_EducationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Education`)
};

const ur_profiles_education = /** @type {(inputs: Profiles_EducationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تعلیم`)
};

/**
* | output |
* | --- |
* | "Education" |
*
* @param {Profiles_EducationInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const profiles_education = /** @type {((inputs?: Profiles_EducationInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profiles_EducationInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_profiles_education(inputs)
	return en_profiles_education(inputs)
});