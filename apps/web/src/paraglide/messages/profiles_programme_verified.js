/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Profiles_Programme_VerifiedInputs */

const en_profiles_programme_verified = /** @type {(inputs: Profiles_Programme_VerifiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Programme-verified`)
};

const ur_profiles_programme_verified = /** @type {(inputs: Profiles_Programme_VerifiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`پروگرام سے تصدیق شدہ`)
};

/**
* | output |
* | --- |
* | "Programme-verified" |
*
* @param {Profiles_Programme_VerifiedInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const profiles_programme_verified = /** @type {((inputs?: Profiles_Programme_VerifiedInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profiles_Programme_VerifiedInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_profiles_programme_verified(inputs)
	return en_profiles_programme_verified(inputs)
});