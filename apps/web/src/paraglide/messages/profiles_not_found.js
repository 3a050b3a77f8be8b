/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Profiles_Not_FoundInputs */

const en_profiles_not_found = /** @type {(inputs: Profiles_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Profile Not Found`)
};

const ur_profiles_not_found = /** @type {(inputs: Profiles_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`پروفائل نہیں ملا`)
};

/**
* | output |
* | --- |
* | "Profile Not Found" |
*
* @param {Profiles_Not_FoundInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const profiles_not_found = /** @type {((inputs?: Profiles_Not_FoundInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profiles_Not_FoundInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_profiles_not_found(inputs)
	return en_profiles_not_found(inputs)
});