/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Err_Label_DescriptionInputs */

const en_err_label_description = /** @type {(inputs: Err_Label_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Description`)
};

const ur_err_label_description = /** @type {(inputs: Err_Label_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تفصیل`)
};

/**
* | output |
* | --- |
* | "Description" |
*
* @param {Err_Label_DescriptionInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_label_description = /** @type {((inputs?: Err_Label_DescriptionInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Err_Label_DescriptionInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_err_label_description(inputs)
	return en_err_label_description(inputs)
});