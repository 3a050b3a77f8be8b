/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_OnlyInputs */

const en_admin_only = /** @type {(inputs: Admin_OnlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This page is for admins only.`)
};

const ur_admin_only = /** @type {(inputs: Admin_OnlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`یہ صفحہ صرف ایڈمنز کے لیے ہے۔`)
};

/**
* | output |
* | --- |
* | "This page is for admins only." |
*
* @param {Admin_OnlyInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const admin_only = /** @type {((inputs?: Admin_OnlyInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_OnlyInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_admin_only(inputs)
	return en_admin_only(inputs)
});