/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Disputes_EmptyInputs */

const en_admin_disputes_empty = /** @type {(inputs: Admin_Disputes_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No disputes.`)
};

const ur_admin_disputes_empty = /** @type {(inputs: Admin_Disputes_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`کوئی تنازع نہیں۔`)
};

/**
* | output |
* | --- |
* | "No disputes." |
*
* @param {Admin_Disputes_EmptyInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const admin_disputes_empty = /** @type {((inputs?: Admin_Disputes_EmptyInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Disputes_EmptyInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_admin_disputes_empty(inputs)
	return en_admin_disputes_empty(inputs)
});