/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Err_Label_CategoryInputs */

const en_err_label_category = /** @type {(inputs: Err_Label_CategoryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Category`)
};

const ur_err_label_category = /** @type {(inputs: Err_Label_CategoryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`زمرہ`)
};

/**
* | output |
* | --- |
* | "Category" |
*
* @param {Err_Label_CategoryInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_label_category = /** @type {((inputs?: Err_Label_CategoryInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Err_Label_CategoryInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_err_label_category(inputs)
	return en_err_label_category(inputs)
});