/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Audit_EmptyInputs */

const en_admin_audit_empty = /** @type {(inputs: Admin_Audit_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No admin actions yet.`)
};

const ur_admin_audit_empty = /** @type {(inputs: Admin_Audit_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ابھی تک ایڈمنز نے کوئی کارروائی نہیں کی۔`)
};

/**
* | output |
* | --- |
* | "No admin actions yet." |
*
* @param {Admin_Audit_EmptyInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const admin_audit_empty = /** @type {((inputs?: Admin_Audit_EmptyInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Audit_EmptyInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_admin_audit_empty(inputs)
	return en_admin_audit_empty(inputs)
});