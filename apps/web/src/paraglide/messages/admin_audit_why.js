/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Audit_WhyInputs */

const en_admin_audit_why = /** @type {(inputs: Admin_Audit_WhyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Why: `)
};

const ur_admin_audit_why = /** @type {(inputs: Admin_Audit_WhyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`وجہ: `)
};

/**
* | output |
* | --- |
* | "Why:" |
*
* @param {Admin_Audit_WhyInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const admin_audit_why = /** @type {((inputs?: Admin_Audit_WhyInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Audit_WhyInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_admin_audit_why(inputs)
	return en_admin_audit_why(inputs)
});