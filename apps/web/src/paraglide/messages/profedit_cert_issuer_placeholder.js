/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Profedit_Cert_Issuer_PlaceholderInputs */

const en_profedit_cert_issuer_placeholder = /** @type {(inputs: Profedit_Cert_Issuer_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`e.g., Amazon Web Services`)
};

const ur_profedit_cert_issuer_placeholder = /** @type {(inputs: Profedit_Cert_Issuer_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`مثلاً ایمیزون ویب سروسز`)
};

/**
* | output |
* | --- |
* | "e.g., Amazon Web Services" |
*
* @param {Profedit_Cert_Issuer_PlaceholderInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const profedit_cert_issuer_placeholder = /** @type {((inputs?: Profedit_Cert_Issuer_PlaceholderInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profedit_Cert_Issuer_PlaceholderInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_profedit_cert_issuer_placeholder(inputs)
	return en_profedit_cert_issuer_placeholder(inputs)
});