/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Profedit_Cert_Year_PlaceholderInputs */

const en_profedit_cert_year_placeholder = /** @type {(inputs: Profedit_Cert_Year_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`e.g., 2024`)
};

const ur_profedit_cert_year_placeholder = /** @type {(inputs: Profedit_Cert_Year_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`مثلاً 2024`)
};

/**
* | output |
* | --- |
* | "e.g., 2024" |
*
* @param {Profedit_Cert_Year_PlaceholderInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const profedit_cert_year_placeholder = /** @type {((inputs?: Profedit_Cert_Year_PlaceholderInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profedit_Cert_Year_PlaceholderInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_profedit_cert_year_placeholder(inputs)
	return en_profedit_cert_year_placeholder(inputs)
});