/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Profedit_Search_Services_PlaceholderInputs */

const en_profedit_search_services_placeholder = /** @type {(inputs: Profedit_Search_Services_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Search services...`)
};

const ur_profedit_search_services_placeholder = /** @type {(inputs: Profedit_Search_Services_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`سروسز تلاش کریں...`)
};

/**
* | output |
* | --- |
* | "Search services..." |
*
* @param {Profedit_Search_Services_PlaceholderInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const profedit_search_services_placeholder = /** @type {((inputs?: Profedit_Search_Services_PlaceholderInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profedit_Search_Services_PlaceholderInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_profedit_search_services_placeholder(inputs)
	return en_profedit_search_services_placeholder(inputs)
});