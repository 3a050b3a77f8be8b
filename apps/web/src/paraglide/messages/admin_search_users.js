/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Search_UsersInputs */

const en_admin_search_users = /** @type {(inputs: Admin_Search_UsersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Search users`)
};

const ur_admin_search_users = /** @type {(inputs: Admin_Search_UsersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`صارفین تلاش کریں`)
};

/**
* | output |
* | --- |
* | "Search users" |
*
* @param {Admin_Search_UsersInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const admin_search_users = /** @type {((inputs?: Admin_Search_UsersInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Search_UsersInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_admin_search_users(inputs)
	return en_admin_search_users(inputs)
});