/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Err_This_Iban_Is_Not_Valid_Check_The_DigitsInputs */

const en_err_this_iban_is_not_valid_check_the_digits = /** @type {(inputs: Err_This_Iban_Is_Not_Valid_Check_The_DigitsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This IBAN is not valid: check the digits`)
};

const ur_err_this_iban_is_not_valid_check_the_digits = /** @type {(inputs: Err_This_Iban_Is_Not_Valid_Check_The_DigitsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`یہ آئی بین درست نہیں: ہندسے چیک کریں`)
};

/**
* | output |
* | --- |
* | "This IBAN is not valid: check the digits" |
*
* @param {Err_This_Iban_Is_Not_Valid_Check_The_DigitsInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_this_iban_is_not_valid_check_the_digits = /** @type {((inputs?: Err_This_Iban_Is_Not_Valid_Check_The_DigitsInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Err_This_Iban_Is_Not_Valid_Check_The_DigitsInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_err_this_iban_is_not_valid_check_the_digits(inputs)
	return en_err_this_iban_is_not_valid_check_the_digits(inputs)
});