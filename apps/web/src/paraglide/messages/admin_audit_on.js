/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ type: NonNullable<unknown> }} Admin_Audit_OnInputs */

const en_admin_audit_on = /** @type {(inputs: Admin_Audit_OnInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (` on ${i?.type}`)
};

const ur_admin_audit_on = /** @type {(inputs: Admin_Audit_OnInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`، ہدف: ${i?.type}`)
};

/**
* | output |
* | --- |
* | "on {type}" |
*
* @param {Admin_Audit_OnInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const admin_audit_on = /** @type {((inputs: Admin_Audit_OnInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Audit_OnInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_admin_audit_on(inputs)
	return en_admin_audit_on(inputs)
});