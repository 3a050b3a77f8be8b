/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Err_Please_Select_A_Valid_DurationInputs */

const en_err_please_select_a_valid_duration = /** @type {(inputs: Err_Please_Select_A_Valid_DurationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please select a valid duration`)
};

const ur_err_please_select_a_valid_duration = /** @type {(inputs: Err_Please_Select_A_Valid_DurationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`براہِ کرم درست مدت منتخب کریں`)
};

/**
* | output |
* | --- |
* | "Please select a valid duration" |
*
* @param {Err_Please_Select_A_Valid_DurationInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_please_select_a_valid_duration = /** @type {((inputs?: Err_Please_Select_A_Valid_DurationInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Err_Please_Select_A_Valid_DurationInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_err_please_select_a_valid_duration(inputs)
	return en_err_please_select_a_valid_duration(inputs)
});