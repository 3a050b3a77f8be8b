/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Profedit_No_Matching_ServicesInputs */

const en_profedit_no_matching_services = /** @type {(inputs: Profedit_No_Matching_ServicesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No matching services.`)
};

const ur_profedit_no_matching_services = /** @type {(inputs: Profedit_No_Matching_ServicesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`کوئی ملتی جلتی سروس نہیں ملی۔`)
};

/**
* | output |
* | --- |
* | "No matching services." |
*
* @param {Profedit_No_Matching_ServicesInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const profedit_no_matching_services = /** @type {((inputs?: Profedit_No_Matching_ServicesInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profedit_No_Matching_ServicesInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_profedit_no_matching_services(inputs)
	return en_profedit_no_matching_services(inputs)
});