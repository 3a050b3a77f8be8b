/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Profedit_Search_ServicesInputs */

const en_profedit_search_services = /** @type {(inputs: Profedit_Search_ServicesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Search services`)
};

const ur_profedit_search_services = /** @type {(inputs: Profedit_Search_ServicesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`سروسز تلاش کریں`)
};

/**
* | output |
* | --- |
* | "Search services" |
*
* @param {Profedit_Search_ServicesInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const profedit_search_services = /** @type {((inputs?: Profedit_Search_ServicesInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profedit_Search_ServicesInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_profedit_search_services(inputs)
	return en_profedit_search_services(inputs)
});