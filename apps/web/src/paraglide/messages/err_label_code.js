/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Err_Label_CodeInputs */

const en_err_label_code = /** @type {(inputs: Err_Label_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Code`)
};

const ur_err_label_code = /** @type {(inputs: Err_Label_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`کوڈ`)
};

/**
* | output |
* | --- |
* | "Code" |
*
* @param {Err_Label_CodeInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_label_code = /** @type {((inputs?: Err_Label_CodeInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Err_Label_CodeInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_err_label_code(inputs)
	return en_err_label_code(inputs)
});