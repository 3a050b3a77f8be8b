/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Reports_EmptyInputs */

const en_admin_reports_empty = /** @type {(inputs: Admin_Reports_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No open reports.`)
};

const ur_admin_reports_empty = /** @type {(inputs: Admin_Reports_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`کوئی کھلی رپورٹ نہیں۔`)
};

/**
* | output |
* | --- |
* | "No open reports." |
*
* @param {Admin_Reports_EmptyInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const admin_reports_empty = /** @type {((inputs?: Admin_Reports_EmptyInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Reports_EmptyInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_admin_reports_empty(inputs)
	return en_admin_reports_empty(inputs)
});