/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Profedit_Cert_YearInputs */

const en_profedit_cert_year = /** @type {(inputs: Profedit_Cert_YearInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Year`)
};

const ur_profedit_cert_year = /** @type {(inputs: Profedit_Cert_YearInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`سال`)
};

/**
* | output |
* | --- |
* | "Year" |
*
* @param {Profedit_Cert_YearInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const profedit_cert_year = /** @type {((inputs?: Profedit_Cert_YearInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profedit_Cert_YearInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_profedit_cert_year(inputs)
	return en_profedit_cert_year(inputs)
});