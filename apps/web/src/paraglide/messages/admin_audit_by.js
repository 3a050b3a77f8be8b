/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Audit_ByInputs */

const en_admin_audit_by = /** @type {(inputs: Admin_Audit_ByInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`by `)
};

const ur_admin_audit_by = /** @type {(inputs: Admin_Audit_ByInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (``)
};

/**
* | output |
* | --- |
* | "by" |
*
* @param {Admin_Audit_ByInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const admin_audit_by = /** @type {((inputs?: Admin_Audit_ByInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Audit_ByInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_admin_audit_by(inputs)
	return en_admin_audit_by(inputs)
});