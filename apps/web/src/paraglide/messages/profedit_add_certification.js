/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Profedit_Add_CertificationInputs */

const en_profedit_add_certification = /** @type {(inputs: Profedit_Add_CertificationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Add Certification`)
};

const ur_profedit_add_certification = /** @type {(inputs: Profedit_Add_CertificationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`سرٹیفیکیشن شامل کریں`)
};

/**
* | output |
* | --- |
* | "Add Certification" |
*
* @param {Profedit_Add_CertificationInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const profedit_add_certification = /** @type {((inputs?: Profedit_Add_CertificationInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profedit_Add_CertificationInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_profedit_add_certification(inputs)
	return en_profedit_add_certification(inputs)
});