/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Cred_Valid_WhyInputs */

const en_cred_valid_why = /** @type {(inputs: Cred_Valid_WhyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The signature matches the programme's published key and the credential has not been revoked.`)
};

const ur_cred_valid_why = /** @type {(inputs: Cred_Valid_WhyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`دستخط پروگرام کی شائع کردہ کلید سے مطابقت رکھتے ہیں اور سند منسوخ نہیں کی گئی۔`)
};

/**
* | output |
* | --- |
* | "The signature matches the programme's published key and the credential has not been revoked." |
*
* @param {Cred_Valid_WhyInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const cred_valid_why = /** @type {((inputs?: Cred_Valid_WhyInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cred_Valid_WhyInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_cred_valid_why(inputs)
	return en_cred_valid_why(inputs)
});