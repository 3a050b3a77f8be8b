/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Common_Unknown_PersonInputs */

const en_common_unknown_person = /** @type {(inputs: Common_Unknown_PersonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Unknown`)
};

const ur_common_unknown_person = /** @type {(inputs: Common_Unknown_PersonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`نامعلوم`)
};

/**
* | output |
* | --- |
* | "Unknown" |
*
* @param {Common_Unknown_PersonInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const common_unknown_person = /** @type {((inputs?: Common_Unknown_PersonInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Unknown_PersonInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_common_unknown_person(inputs)
	return en_common_unknown_person(inputs)
});