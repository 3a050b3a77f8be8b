/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Profiles_Search_LabelInputs */

const en_profiles_search_label = /** @type {(inputs: Profiles_Search_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Search talent`)
};

const ur_profiles_search_label = /** @type {(inputs: Profiles_Search_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ماہرین تلاش کریں`)
};

/**
* | output |
* | --- |
* | "Search talent" |
*
* @param {Profiles_Search_LabelInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const profiles_search_label = /** @type {((inputs?: Profiles_Search_LabelInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profiles_Search_LabelInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_profiles_search_label(inputs)
	return en_profiles_search_label(inputs)
});