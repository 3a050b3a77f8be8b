/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Hubs_Filter_PlaceholderInputs */

const en_hubs_filter_placeholder = /** @type {(inputs: Hubs_Filter_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Search by name, address or district...`)
};

const ur_hubs_filter_placeholder = /** @type {(inputs: Hubs_Filter_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`نام، پتے یا ضلع سے تلاش کریں...`)
};

/**
* | output |
* | --- |
* | "Search by name, address or district..." |
*
* @param {Hubs_Filter_PlaceholderInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const hubs_filter_placeholder = /** @type {((inputs?: Hubs_Filter_PlaceholderInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Hubs_Filter_PlaceholderInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_hubs_filter_placeholder(inputs)
	return en_hubs_filter_placeholder(inputs)
});