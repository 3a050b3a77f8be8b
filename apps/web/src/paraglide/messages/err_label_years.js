/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Err_Label_YearsInputs */

const en_err_label_years = /** @type {(inputs: Err_Label_YearsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Years`)
};

const ur_err_label_years = /** @type {(inputs: Err_Label_YearsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`سال`)
};

/**
* | output |
* | --- |
* | "Years" |
*
* @param {Err_Label_YearsInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_label_years = /** @type {((inputs?: Err_Label_YearsInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Err_Label_YearsInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_err_label_years(inputs)
	return en_err_label_years(inputs)
});