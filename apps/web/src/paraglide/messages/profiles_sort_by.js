/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Profiles_Sort_ByInputs */

const en_profiles_sort_by = /** @type {(inputs: Profiles_Sort_ByInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sort by`)
};

const ur_profiles_sort_by = /** @type {(inputs: Profiles_Sort_ByInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ترتیب`)
};

/**
* | output |
* | --- |
* | "Sort by" |
*
* @param {Profiles_Sort_ByInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const profiles_sort_by = /** @type {((inputs?: Profiles_Sort_ByInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profiles_Sort_ByInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_profiles_sort_by(inputs)
	return en_profiles_sort_by(inputs)
});