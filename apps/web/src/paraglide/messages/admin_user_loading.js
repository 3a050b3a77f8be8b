/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_User_LoadingInputs */

const en_admin_user_loading = /** @type {(inputs: Admin_User_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading user...`)
};

const ur_admin_user_loading = /** @type {(inputs: Admin_User_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`صارف لوڈ ہو رہا ہے...`)
};

/**
* | output |
* | --- |
* | "Loading user..." |
*
* @param {Admin_User_LoadingInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const admin_user_loading = /** @type {((inputs?: Admin_User_LoadingInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_User_LoadingInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_admin_user_loading(inputs)
	return en_admin_user_loading(inputs)
});