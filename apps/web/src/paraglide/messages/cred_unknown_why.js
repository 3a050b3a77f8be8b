/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Cred_Unknown_WhyInputs */

const en_cred_unknown_why = /** @type {(inputs: Cred_Unknown_WhyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The programme has issued no credential at this address.`)
};

const ur_cred_unknown_why = /** @type {(inputs: Cred_Unknown_WhyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`پروگرام نے اس پتے پر کوئی سند جاری نہیں کی۔`)
};

/**
* | output |
* | --- |
* | "The programme has issued no credential at this address." |
*
* @param {Cred_Unknown_WhyInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const cred_unknown_why = /** @type {((inputs?: Cred_Unknown_WhyInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cred_Unknown_WhyInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_cred_unknown_why(inputs)
	return en_cred_unknown_why(inputs)
});