/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Auth_Confirm_New_PasswordInputs */

const en_auth_confirm_new_password = /** @type {(inputs: Auth_Confirm_New_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confirm new password`)
};

const ur_auth_confirm_new_password = /** @type {(inputs: Auth_Confirm_New_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`نئے پاس ورڈ کی تصدیق کریں`)
};

/**
* | output |
* | --- |
* | "Confirm new password" |
*
* @param {Auth_Confirm_New_PasswordInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const auth_confirm_new_password = /** @type {((inputs?: Auth_Confirm_New_PasswordInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Confirm_New_PasswordInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_auth_confirm_new_password(inputs)
	return en_auth_confirm_new_password(inputs)
});