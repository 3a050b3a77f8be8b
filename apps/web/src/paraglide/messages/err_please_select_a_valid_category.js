/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Err_Please_Select_A_Valid_CategoryInputs */

const en_err_please_select_a_valid_category = /** @type {(inputs: Err_Please_Select_A_Valid_CategoryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please select a valid category`)
};

const ur_err_please_select_a_valid_category = /** @type {(inputs: Err_Please_Select_A_Valid_CategoryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`براہِ کرم درست زمرہ منتخب کریں`)
};

/**
* | output |
* | --- |
* | "Please select a valid category" |
*
* @param {Err_Please_Select_A_Valid_CategoryInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_please_select_a_valid_category = /** @type {((inputs?: Err_Please_Select_A_Valid_CategoryInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Err_Please_Select_A_Valid_CategoryInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_err_please_select_a_valid_category(inputs)
	return en_err_please_select_a_valid_category(inputs)
});