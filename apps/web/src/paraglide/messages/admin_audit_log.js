/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Audit_LogInputs */

const en_admin_audit_log = /** @type {(inputs: Admin_Audit_LogInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Audit log`)
};

const ur_admin_audit_log = /** @type {(inputs: Admin_Audit_LogInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`آڈٹ لاگ`)
};

/**
* | output |
* | --- |
* | "Audit log" |
*
* @param {Admin_Audit_LogInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const admin_audit_log = /** @type {((inputs?: Admin_Audit_LogInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Audit_LogInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_admin_audit_log(inputs)
	return en_admin_audit_log(inputs)
});