/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Audit_LoadingInputs */

const en_admin_audit_loading = /** @type {(inputs: Admin_Audit_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading the audit log...`)
};

const ur_admin_audit_loading = /** @type {(inputs: Admin_Audit_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`آڈٹ لاگ لوڈ ہو رہا ہے...`)
};

/**
* | output |
* | --- |
* | "Loading the audit log..." |
*
* @param {Admin_Audit_LoadingInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const admin_audit_loading = /** @type {((inputs?: Admin_Audit_LoadingInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Audit_LoadingInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_admin_audit_loading(inputs)
	return en_admin_audit_loading(inputs)
});