/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Tab_UsersInputs */

const en_admin_tab_users = /** @type {(inputs: Admin_Tab_UsersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Users`)
};

const ur_admin_tab_users = /** @type {(inputs: Admin_Tab_UsersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`صارفین`)
};

/**
* | output |
* | --- |
* | "Users" |
*
* @param {Admin_Tab_UsersInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const admin_tab_users = /** @type {((inputs?: Admin_Tab_UsersInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Tab_UsersInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_admin_tab_users(inputs)
	return en_admin_tab_users(inputs)
});