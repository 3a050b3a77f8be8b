/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Profiles_None_ListedInputs */

const en_profiles_none_listed = /** @type {(inputs: Profiles_None_ListedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`None listed.`)
};

const ur_profiles_none_listed = /** @type {(inputs: Profiles_None_ListedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`کوئی درج نہیں۔`)
};

/**
* | output |
* | --- |
* | "None listed." |
*
* @param {Profiles_None_ListedInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const profiles_none_listed = /** @type {((inputs?: Profiles_None_ListedInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profiles_None_ListedInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_profiles_none_listed(inputs)
	return en_profiles_none_listed(inputs)
});