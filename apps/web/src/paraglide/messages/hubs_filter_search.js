/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Hubs_Filter_SearchInputs */

const en_hubs_filter_search = /** @type {(inputs: Hubs_Filter_SearchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Search`)
};

const ur_hubs_filter_search = /** @type {(inputs: Hubs_Filter_SearchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تلاش`)
};

/**
* | output |
* | --- |
* | "Search" |
*
* @param {Hubs_Filter_SearchInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const hubs_filter_search = /** @type {((inputs?: Hubs_Filter_SearchInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Hubs_Filter_SearchInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_hubs_filter_search(inputs)
	return en_hubs_filter_search(inputs)
});