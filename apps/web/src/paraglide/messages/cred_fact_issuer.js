/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Cred_Fact_IssuerInputs */

const en_cred_fact_issuer = /** @type {(inputs: Cred_Fact_IssuerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Issuer`)
};

const ur_cred_fact_issuer = /** @type {(inputs: Cred_Fact_IssuerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`جاری کنندہ`)
};

/**
* | output |
* | --- |
* | "Issuer" |
*
* @param {Cred_Fact_IssuerInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const cred_fact_issuer = /** @type {((inputs?: Cred_Fact_IssuerInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cred_Fact_IssuerInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_cred_fact_issuer(inputs)
	return en_cred_fact_issuer(inputs)
});