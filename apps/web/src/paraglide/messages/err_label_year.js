/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Err_Label_YearInputs */

const en_err_label_year = /** @type {(inputs: Err_Label_YearInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Year`)
};

const ur_err_label_year = /** @type {(inputs: Err_Label_YearInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`سال`)
};

/**
* | output |
* | --- |
* | "Year" |
*
* @param {Err_Label_YearInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_label_year = /** @type {((inputs?: Err_Label_YearInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Err_Label_YearInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_err_label_year(inputs)
	return en_err_label_year(inputs)
});