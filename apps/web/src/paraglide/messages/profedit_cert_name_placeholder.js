/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Profedit_Cert_Name_PlaceholderInputs */

const en_profedit_cert_name_placeholder = /** @type {(inputs: Profedit_Cert_Name_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`e.g., AWS Cloud Practitioner`)
};

const ur_profedit_cert_name_placeholder = /** @type {(inputs: Profedit_Cert_Name_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`مثلاً اے ڈبلیو ایس کلاؤڈ پریکٹیشنر`)
};

/**
* | output |
* | --- |
* | "e.g., AWS Cloud Practitioner" |
*
* @param {Profedit_Cert_Name_PlaceholderInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const profedit_cert_name_placeholder = /** @type {((inputs?: Profedit_Cert_Name_PlaceholderInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profedit_Cert_Name_PlaceholderInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_profedit_cert_name_placeholder(inputs)
	return en_profedit_cert_name_placeholder(inputs)
});