/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Profedit_InstitutionInputs */

const en_profedit_institution = /** @type {(inputs: Profedit_InstitutionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Institution`)
};

const ur_profedit_institution = /** @type {(inputs: Profedit_InstitutionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ادارہ`)
};

/**
* | output |
* | --- |
* | "Institution" |
*
* @param {Profedit_InstitutionInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const profedit_institution = /** @type {((inputs?: Profedit_InstitutionInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profedit_InstitutionInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_profedit_institution(inputs)
	return en_profedit_institution(inputs)
});