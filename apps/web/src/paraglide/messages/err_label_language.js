/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Err_Label_LanguageInputs */

const en_err_label_language = /** @type {(inputs: Err_Label_LanguageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Language`)
};

const ur_err_label_language = /** @type {(inputs: Err_Label_LanguageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`زبان`)
};

/**
* | output |
* | --- |
* | "Language" |
*
* @param {Err_Label_LanguageInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_label_language = /** @type {((inputs?: Err_Label_LanguageInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Err_Label_LanguageInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_err_label_language(inputs)
	return en_err_label_language(inputs)
});