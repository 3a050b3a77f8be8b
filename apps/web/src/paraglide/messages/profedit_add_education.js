/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Profedit_Add_EducationInputs */

const en_profedit_add_education = /** @type {(inputs: Profedit_Add_EducationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Add Education`)
};

const ur_profedit_add_education = /** @type {(inputs: Profedit_Add_EducationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تعلیم شامل کریں`)
};

/**
* | output |
* | --- |
* | "Add Education" |
*
* @param {Profedit_Add_EducationInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const profedit_add_education = /** @type {((inputs?: Profedit_Add_EducationInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profedit_Add_EducationInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_profedit_add_education(inputs)
	return en_profedit_add_education(inputs)
});