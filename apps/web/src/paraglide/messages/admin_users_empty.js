/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Users_EmptyInputs */

const en_admin_users_empty = /** @type {(inputs: Admin_Users_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No users found.`)
};

const ur_admin_users_empty = /** @type {(inputs: Admin_Users_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`کوئی صارف نہیں ملا۔`)
};

/**
* | output |
* | --- |
* | "No users found." |
*
* @param {Admin_Users_EmptyInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const admin_users_empty = /** @type {((inputs?: Admin_Users_EmptyInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Users_EmptyInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_admin_users_empty(inputs)
	return en_admin_users_empty(inputs)
});