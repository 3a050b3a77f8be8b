/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Err_Email_Password_First_Name_And_Last_Name_Are_RequInputs */

const en_err_email_password_first_name_and_last_name_are_requ = /** @type {(inputs: Err_Email_Password_First_Name_And_Last_Name_Are_RequInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Email, password, first name and last name are required`)
};

const ur_err_email_password_first_name_and_last_name_are_requ = /** @type {(inputs: Err_Email_Password_First_Name_And_Last_Name_Are_RequInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ای میل، پاس ورڈ، پہلا نام اور آخری نام ضروری ہیں`)
};

/**
* | output |
* | --- |
* | "Email, password, first name and last name are required" |
*
* @param {Err_Email_Password_First_Name_And_Last_Name_Are_RequInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_email_password_first_name_and_last_name_are_requ = /** @type {((inputs?: Err_Email_Password_First_Name_And_Last_Name_Are_RequInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Err_Email_Password_First_Name_And_Last_Name_Are_RequInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_err_email_password_first_name_and_last_name_are_requ(inputs)
	return en_err_email_password_first_name_and_last_name_are_requ(inputs)
});