/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Users_FailedInputs */

const en_admin_users_failed = /** @type {(inputs: Admin_Users_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Could not load users. Please try again.`)
};

const ur_admin_users_failed = /** @type {(inputs: Admin_Users_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`صارفین لوڈ نہیں ہو سکے۔ براہِ کرم دوبارہ کوشش کریں۔`)
};

/**
* | output |
* | --- |
* | "Could not load users. Please try again." |
*
* @param {Admin_Users_FailedInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const admin_users_failed = /** @type {((inputs?: Admin_Users_FailedInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Users_FailedInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_admin_users_failed(inputs)
	return en_admin_users_failed(inputs)
});