/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Profedit_Service_SuggestionsInputs */

const en_profedit_service_suggestions = /** @type {(inputs: Profedit_Service_SuggestionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Service suggestions`)
};

const ur_profedit_service_suggestions = /** @type {(inputs: Profedit_Service_SuggestionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تجویز کردہ سروسز`)
};

/**
* | output |
* | --- |
* | "Service suggestions" |
*
* @param {Profedit_Service_SuggestionsInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const profedit_service_suggestions = /** @type {((inputs?: Profedit_Service_SuggestionsInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profedit_Service_SuggestionsInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_profedit_service_suggestions(inputs)
	return en_profedit_service_suggestions(inputs)
});