/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Profedit_Cert_IssuerInputs */

const en_profedit_cert_issuer = /** @type {(inputs: Profedit_Cert_IssuerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Issuer`)
};

const ur_profedit_cert_issuer = /** @type {(inputs: Profedit_Cert_IssuerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`جاری کرنے والا ادارہ`)
};

/**
* | output |
* | --- |
* | "Issuer" |
*
* @param {Profedit_Cert_IssuerInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const profedit_cert_issuer = /** @type {((inputs?: Profedit_Cert_IssuerInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profedit_Cert_IssuerInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_profedit_cert_issuer(inputs)
	return en_profedit_cert_issuer(inputs)
});