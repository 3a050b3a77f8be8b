/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Err_Please_Select_A_Valid_Experience_LevelInputs */

const en_err_please_select_a_valid_experience_level = /** @type {(inputs: Err_Please_Select_A_Valid_Experience_LevelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please select a valid experience level`)
};

const ur_err_please_select_a_valid_experience_level = /** @type {(inputs: Err_Please_Select_A_Valid_Experience_LevelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`براہِ کرم تجربے کی درست سطح منتخب کریں`)
};

/**
* | output |
* | --- |
* | "Please select a valid experience level" |
*
* @param {Err_Please_Select_A_Valid_Experience_LevelInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_please_select_a_valid_experience_level = /** @type {((inputs?: Err_Please_Select_A_Valid_Experience_LevelInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Err_Please_Select_A_Valid_Experience_LevelInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_err_please_select_a_valid_experience_level(inputs)
	return en_err_please_select_a_valid_experience_level(inputs)
});