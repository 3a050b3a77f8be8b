/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Err_Label_SubjectInputs */

const en_err_label_subject = /** @type {(inputs: Err_Label_SubjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Subject`)
};

const ur_err_label_subject = /** @type {(inputs: Err_Label_SubjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`موضوع`)
};

/**
* | output |
* | --- |
* | "Subject" |
*
* @param {Err_Label_SubjectInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_label_subject = /** @type {((inputs?: Err_Label_SubjectInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Err_Label_SubjectInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_err_label_subject(inputs)
	return en_err_label_subject(inputs)
});