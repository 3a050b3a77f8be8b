/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Err_Label_Cover_LetterInputs */

const en_err_label_cover_letter = /** @type {(inputs: Err_Label_Cover_LetterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cover letter`)
};

const ur_err_label_cover_letter = /** @type {(inputs: Err_Label_Cover_LetterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`کور لیٹر`)
};

/**
* | output |
* | --- |
* | "Cover letter" |
*
* @param {Err_Label_Cover_LetterInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_label_cover_letter = /** @type {((inputs?: Err_Label_Cover_LetterInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Err_Label_Cover_LetterInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_err_label_cover_letter(inputs)
	return en_err_label_cover_letter(inputs)
});