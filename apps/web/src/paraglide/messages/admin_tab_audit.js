/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Tab_AuditInputs */

const en_admin_tab_audit = /** @type {(inputs: Admin_Tab_AuditInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Audit`)
};

const ur_admin_tab_audit = /** @type {(inputs: Admin_Tab_AuditInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`آڈٹ`)
};

/**
* | output |
* | --- |
* | "Audit" |
*
* @param {Admin_Tab_AuditInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const admin_tab_audit = /** @type {((inputs?: Admin_Tab_AuditInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Tab_AuditInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_admin_tab_audit(inputs)
	return en_admin_tab_audit(inputs)
});