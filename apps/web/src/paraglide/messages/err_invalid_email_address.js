/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Err_Invalid_Email_AddressInputs */

const en_err_invalid_email_address = /** @type {(inputs: Err_Invalid_Email_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Invalid email address`)
};

const ur_err_invalid_email_address = /** @type {(inputs: Err_Invalid_Email_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ای میل ایڈریس درست نہیں`)
};

/**
* | output |
* | --- |
* | "Invalid email address" |
*
* @param {Err_Invalid_Email_AddressInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_invalid_email_address = /** @type {((inputs?: Err_Invalid_Email_AddressInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Err_Invalid_Email_AddressInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_err_invalid_email_address(inputs)
	return en_err_invalid_email_address(inputs)
});