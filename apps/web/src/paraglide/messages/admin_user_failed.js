/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_User_FailedInputs */

const en_admin_user_failed = /** @type {(inputs: Admin_User_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Could not load this user.`)
};

const ur_admin_user_failed = /** @type {(inputs: Admin_User_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`یہ صارف لوڈ نہیں ہو سکا۔`)
};

/**
* | output |
* | --- |
* | "Could not load this user." |
*
* @param {Admin_User_FailedInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const admin_user_failed = /** @type {((inputs?: Admin_User_FailedInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_User_FailedInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_admin_user_failed(inputs)
	return en_admin_user_failed(inputs)
});