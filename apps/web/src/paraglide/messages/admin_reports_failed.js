/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Reports_FailedInputs */

const en_admin_reports_failed = /** @type {(inputs: Admin_Reports_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Could not load reports. Please try again.`)
};

const ur_admin_reports_failed = /** @type {(inputs: Admin_Reports_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`رپورٹس لوڈ نہیں ہو سکیں۔ براہِ کرم دوبارہ کوشش کریں۔`)
};

/**
* | output |
* | --- |
* | "Could not load reports. Please try again." |
*
* @param {Admin_Reports_FailedInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const admin_reports_failed = /** @type {((inputs?: Admin_Reports_FailedInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Reports_FailedInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_admin_reports_failed(inputs)
	return en_admin_reports_failed(inputs)
});