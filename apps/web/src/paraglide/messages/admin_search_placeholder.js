/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Search_PlaceholderInputs */

const en_admin_search_placeholder = /** @type {(inputs: Admin_Search_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Search by name or email...`)
};

const ur_admin_search_placeholder = /** @type {(inputs: Admin_Search_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`نام یا ای میل سے تلاش کریں...`)
};

/**
* | output |
* | --- |
* | "Search by name or email..." |
*
* @param {Admin_Search_PlaceholderInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const admin_search_placeholder = /** @type {((inputs?: Admin_Search_PlaceholderInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Search_PlaceholderInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_admin_search_placeholder(inputs)
	return en_admin_search_placeholder(inputs)
});