/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Profiles_None_FoundInputs */

const en_profiles_none_found = /** @type {(inputs: Profiles_None_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No freelancers found matching your criteria.`)
};

const ur_profiles_none_found = /** @type {(inputs: Profiles_None_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`آپ کی شرائط کے مطابق کوئی فری لانسر نہیں ملا۔`)
};

/**
* | output |
* | --- |
* | "No freelancers found matching your criteria." |
*
* @param {Profiles_None_FoundInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const profiles_none_found = /** @type {((inputs?: Profiles_None_FoundInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profiles_None_FoundInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_profiles_none_found(inputs)
	return en_profiles_none_found(inputs)
});