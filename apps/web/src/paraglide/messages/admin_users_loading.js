/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Users_LoadingInputs */

const en_admin_users_loading = /** @type {(inputs: Admin_Users_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading users...`)
};

const ur_admin_users_loading = /** @type {(inputs: Admin_Users_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`صارفین لوڈ ہو رہے ہیں...`)
};

/**
* | output |
* | --- |
* | "Loading users..." |
*
* @param {Admin_Users_LoadingInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const admin_users_loading = /** @type {((inputs?: Admin_Users_LoadingInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Users_LoadingInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_admin_users_loading(inputs)
	return en_admin_users_loading(inputs)
});