/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Err_Invalid_Email_Or_PasswordInputs */

const en_err_invalid_email_or_password = /** @type {(inputs: Err_Invalid_Email_Or_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Invalid email or password`)
};

const ur_err_invalid_email_or_password = /** @type {(inputs: Err_Invalid_Email_Or_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ای میل یا پاس ورڈ درست نہیں`)
};

/**
* | output |
* | --- |
* | "Invalid email or password" |
*
* @param {Err_Invalid_Email_Or_PasswordInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_invalid_email_or_password = /** @type {((inputs?: Err_Invalid_Email_Or_PasswordInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Err_Invalid_Email_Or_PasswordInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_err_invalid_email_or_password(inputs)
	return en_err_invalid_email_or_password(inputs)
});