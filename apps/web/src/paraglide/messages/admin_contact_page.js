/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Contact_PageInputs */

const en_admin_contact_page = /** @type {(inputs: Admin_Contact_PageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Contact page`)
};

const ur_admin_contact_page = /** @type {(inputs: Admin_Contact_PageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`رابطے کا صفحہ`)
};

/**
* | output |
* | --- |
* | "Contact page" |
*
* @param {Admin_Contact_PageInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const admin_contact_page = /** @type {((inputs?: Admin_Contact_PageInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Contact_PageInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_admin_contact_page(inputs)
	return en_admin_contact_page(inputs)
});