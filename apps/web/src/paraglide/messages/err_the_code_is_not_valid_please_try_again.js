/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Err_The_Code_Is_Not_Valid_Please_Try_AgainInputs */

const en_err_the_code_is_not_valid_please_try_again = /** @type {(inputs: Err_The_Code_Is_Not_Valid_Please_Try_AgainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The code is not valid. Please try again.`)
};

const ur_err_the_code_is_not_valid_please_try_again = /** @type {(inputs: Err_The_Code_Is_Not_Valid_Please_Try_AgainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`کوڈ درست نہیں۔ براہِ کرم دوبارہ کوشش کریں۔`)
};

/**
* | output |
* | --- |
* | "The code is not valid. Please try again." |
*
* @param {Err_The_Code_Is_Not_Valid_Please_Try_AgainInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_the_code_is_not_valid_please_try_again = /** @type {((inputs?: Err_The_Code_Is_Not_Valid_Please_Try_AgainInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Err_The_Code_Is_Not_Valid_Please_Try_AgainInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_err_the_code_is_not_valid_please_try_again(inputs)
	return en_err_the_code_is_not_valid_please_try_again(inputs)
});