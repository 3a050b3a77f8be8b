/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Profedit_Cert_NameInputs */

const en_profedit_cert_name = /** @type {(inputs: Profedit_Cert_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Certification name`)
};

const ur_profedit_cert_name = /** @type {(inputs: Profedit_Cert_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`سرٹیفیکیشن کا نام`)
};

/**
* | output |
* | --- |
* | "Certification name" |
*
* @param {Profedit_Cert_NameInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const profedit_cert_name = /** @type {((inputs?: Profedit_Cert_NameInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profedit_Cert_NameInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_profedit_cert_name(inputs)
	return en_profedit_cert_name(inputs)
});