/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Profiles_Search_ButtonInputs */

const en_profiles_search_button = /** @type {(inputs: Profiles_Search_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Search Talent`)
};

const ur_profiles_search_button = /** @type {(inputs: Profiles_Search_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تلاش کریں`)
};

/**
* | output |
* | --- |
* | "Search Talent" |
*
* @param {Profiles_Search_ButtonInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const profiles_search_button = /** @type {((inputs?: Profiles_Search_ButtonInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profiles_Search_ButtonInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_profiles_search_button(inputs)
	return en_profiles_search_button(inputs)
});