/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Profiles_No_LanguagesInputs */

const en_profiles_no_languages = /** @type {(inputs: Profiles_No_LanguagesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No languages added yet`)
};

const ur_profiles_no_languages = /** @type {(inputs: Profiles_No_LanguagesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ابھی کوئی زبان شامل نہیں کی گئی`)
};

/**
* | output |
* | --- |
* | "No languages added yet" |
*
* @param {Profiles_No_LanguagesInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const profiles_no_languages = /** @type {((inputs?: Profiles_No_LanguagesInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profiles_No_LanguagesInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_profiles_no_languages(inputs)
	return en_profiles_no_languages(inputs)
});