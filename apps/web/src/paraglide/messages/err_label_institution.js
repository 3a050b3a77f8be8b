/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Err_Label_InstitutionInputs */

const en_err_label_institution = /** @type {(inputs: Err_Label_InstitutionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Institution`)
};

const ur_err_label_institution = /** @type {(inputs: Err_Label_InstitutionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ادارہ`)
};

/**
* | output |
* | --- |
* | "Institution" |
*
* @param {Err_Label_InstitutionInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_label_institution = /** @type {((inputs?: Err_Label_InstitutionInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Err_Label_InstitutionInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_err_label_institution(inputs)
	return en_err_label_institution(inputs)
});