/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Err_Label_Certification_NameInputs */

const en_err_label_certification_name = /** @type {(inputs: Err_Label_Certification_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Certification name`)
};

const ur_err_label_certification_name = /** @type {(inputs: Err_Label_Certification_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`سرٹیفکیشن کا نام`)
};

/**
* | output |
* | --- |
* | "Certification name" |
*
* @param {Err_Label_Certification_NameInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_label_certification_name = /** @type {((inputs?: Err_Label_Certification_NameInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Err_Label_Certification_NameInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_err_label_certification_name(inputs)
	return en_err_label_certification_name(inputs)
});