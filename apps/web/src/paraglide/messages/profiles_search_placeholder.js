/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Profiles_Search_PlaceholderInputs */

const en_profiles_search_placeholder = /** @type {(inputs: Profiles_Search_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Search for skills, services, or freelancers...`)
};

const ur_profiles_search_placeholder = /** @type {(inputs: Profiles_Search_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`مہارت، سروس یا فری لانسر تلاش کریں...`)
};

/**
* | output |
* | --- |
* | "Search for skills, services, or freelancers..." |
*
* @param {Profiles_Search_PlaceholderInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const profiles_search_placeholder = /** @type {((inputs?: Profiles_Search_PlaceholderInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profiles_Search_PlaceholderInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_profiles_search_placeholder(inputs)
	return en_profiles_search_placeholder(inputs)
});