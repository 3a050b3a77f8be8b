/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Err_Please_Enter_A_Valid_Email_AddressInputs */

const en_err_please_enter_a_valid_email_address = /** @type {(inputs: Err_Please_Enter_A_Valid_Email_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please enter a valid email address`)
};

const ur_err_please_enter_a_valid_email_address = /** @type {(inputs: Err_Please_Enter_A_Valid_Email_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`براہِ کرم درست ای میل ایڈریس درج کریں`)
};

/**
* | output |
* | --- |
* | "Please enter a valid email address" |
*
* @param {Err_Please_Enter_A_Valid_Email_AddressInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_please_enter_a_valid_email_address = /** @type {((inputs?: Err_Please_Enter_A_Valid_Email_AddressInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Err_Please_Enter_A_Valid_Email_AddressInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_err_please_enter_a_valid_email_address(inputs)
	return en_err_please_enter_a_valid_email_address(inputs)
});