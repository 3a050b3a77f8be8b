/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Profiles_Verified_HeadingInputs */

const en_profiles_verified_heading = /** @type {(inputs: Profiles_Verified_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Programme credentials`)
};

const ur_profiles_verified_heading = /** @type {(inputs: Profiles_Verified_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`پروگرام کی اسناد`)
};

/**
* | output |
* | --- |
* | "Programme credentials" |
*
* @param {Profiles_Verified_HeadingInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const profiles_verified_heading = /** @type {((inputs?: Profiles_Verified_HeadingInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profiles_Verified_HeadingInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_profiles_verified_heading(inputs)
	return en_profiles_verified_heading(inputs)
});