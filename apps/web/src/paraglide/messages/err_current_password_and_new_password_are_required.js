/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Err_Current_Password_And_New_Password_Are_RequiredInputs */

const en_err_current_password_and_new_password_are_required = /** @type {(inputs: Err_Current_Password_And_New_Password_Are_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Current password and new password are required`)
};

const ur_err_current_password_and_new_password_are_required = /** @type {(inputs: Err_Current_Password_And_New_Password_Are_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`موجودہ پاس ورڈ اور نیا پاس ورڈ ضروری ہیں`)
};

/**
* | output |
* | --- |
* | "Current password and new password are required" |
*
* @param {Err_Current_Password_And_New_Password_Are_RequiredInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_current_password_and_new_password_are_required = /** @type {((inputs?: Err_Current_Password_And_New_Password_Are_RequiredInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Err_Current_Password_And_New_Password_Are_RequiredInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_err_current_password_and_new_password_are_required(inputs)
	return en_err_current_password_and_new_password_are_required(inputs)
});