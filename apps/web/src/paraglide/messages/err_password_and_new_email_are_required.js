/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Err_Password_And_New_Email_Are_RequiredInputs */

const en_err_password_and_new_email_are_required = /** @type {(inputs: Err_Password_And_New_Email_Are_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Password and new email are required`)
};

const ur_err_password_and_new_email_are_required = /** @type {(inputs: Err_Password_And_New_Email_Are_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`پاس ورڈ اور نئی ای میل ضروری ہیں`)
};

/**
* | output |
* | --- |
* | "Password and new email are required" |
*
* @param {Err_Password_And_New_Email_Are_RequiredInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_password_and_new_email_are_required = /** @type {((inputs?: Err_Password_And_New_Email_Are_RequiredInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Err_Password_And_New_Email_Are_RequiredInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_err_password_and_new_email_are_required(inputs)
	return en_err_password_and_new_email_are_required(inputs)
});