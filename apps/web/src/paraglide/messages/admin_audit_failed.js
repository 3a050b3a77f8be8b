/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Audit_FailedInputs */

const en_admin_audit_failed = /** @type {(inputs: Admin_Audit_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Could not load the audit log. Please try again.`)
};

const ur_admin_audit_failed = /** @type {(inputs: Admin_Audit_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`آڈٹ لاگ لوڈ نہیں ہو سکا۔ براہِ کرم دوبارہ کوشش کریں۔`)
};

/**
* | output |
* | --- |
* | "Could not load the audit log. Please try again." |
*
* @param {Admin_Audit_FailedInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const admin_audit_failed = /** @type {((inputs?: Admin_Audit_FailedInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Audit_FailedInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_admin_audit_failed(inputs)
	return en_admin_audit_failed(inputs)
});