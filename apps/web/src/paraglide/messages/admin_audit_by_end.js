/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ time: NonNullable<unknown> }} Admin_Audit_By_EndInputs */

const en_admin_audit_by_end = /** @type {(inputs: Admin_Audit_By_EndInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`, ${i?.time}`)
};

const ur_admin_audit_by_end = /** @type {(inputs: Admin_Audit_By_EndInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (` کی جانب سے، ${i?.time}`)
};

/**
* | output |
* | --- |
* | ", {time}" |
*
* @param {Admin_Audit_By_EndInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const admin_audit_by_end = /** @type {((inputs: Admin_Audit_By_EndInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Audit_By_EndInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_admin_audit_by_end(inputs)
	return en_admin_audit_by_end(inputs)
});