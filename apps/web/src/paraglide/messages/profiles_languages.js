/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Profiles_LanguagesInputs */

const en_profiles_languages = /** @type {(inputs: Profiles_LanguagesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Languages`)
};

const ur_profiles_languages = /** @type {(inputs: Profiles_LanguagesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`زبانیں`)
};

/**
* | output |
* | --- |
* | "Languages" |
*
* @param {Profiles_LanguagesInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const profiles_languages = /** @type {((inputs?: Profiles_LanguagesInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profiles_LanguagesInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_profiles_languages(inputs)
	return en_profiles_languages(inputs)
});