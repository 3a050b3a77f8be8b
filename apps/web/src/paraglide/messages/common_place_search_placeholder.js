/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Common_Place_Search_PlaceholderInputs */

const en_common_place_search_placeholder = /** @type {(inputs: Common_Place_Search_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Search by name, address or district...`)
};

const ur_common_place_search_placeholder = /** @type {(inputs: Common_Place_Search_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`نام، پتے یا ضلع سے تلاش کریں...`)
};

/**
* | output |
* | --- |
* | "Search by name, address or district..." |
*
* @param {Common_Place_Search_PlaceholderInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const common_place_search_placeholder = /** @type {((inputs?: Common_Place_Search_PlaceholderInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Place_Search_PlaceholderInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_common_place_search_placeholder(inputs)
	return en_common_place_search_placeholder(inputs)
});