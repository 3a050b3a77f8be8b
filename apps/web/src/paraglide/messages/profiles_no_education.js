/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Profiles_No_EducationInputs */

const en_profiles_no_education = /** @type {(inputs: Profiles_No_EducationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No education added yet`)
};

const ur_profiles_no_education = /** @type {(inputs: Profiles_No_EducationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ابھی کوئی تعلیم شامل نہیں کی گئی`)
};

/**
* | output |
* | --- |
* | "No education added yet" |
*
* @param {Profiles_No_EducationInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const profiles_no_education = /** @type {((inputs?: Profiles_No_EducationInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profiles_No_EducationInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_profiles_no_education(inputs)
	return en_profiles_no_education(inputs)
});