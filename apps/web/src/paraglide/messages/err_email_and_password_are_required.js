/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Err_Email_And_Password_Are_RequiredInputs */

const en_err_email_and_password_are_required = /** @type {(inputs: Err_Email_And_Password_Are_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Email and password are required`)
};

const ur_err_email_and_password_are_required = /** @type {(inputs: Err_Email_And_Password_Are_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ای میل اور پاس ورڈ ضروری ہیں`)
};

/**
* | output |
* | --- |
* | "Email and password are required" |
*
* @param {Err_Email_And_Password_Are_RequiredInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_email_and_password_are_required = /** @type {((inputs?: Err_Email_And_Password_Are_RequiredInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Err_Email_And_Password_Are_RequiredInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_err_email_and_password_are_required(inputs)
	return en_err_email_and_password_are_required(inputs)
});