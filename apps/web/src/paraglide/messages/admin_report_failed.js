/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Report_FailedInputs */

const en_admin_report_failed = /** @type {(inputs: Admin_Report_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Could not send the report. Please try again.`)
};

const ur_admin_report_failed = /** @type {(inputs: Admin_Report_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`رپورٹ نہیں بھیجی جا سکی۔ براہِ کرم دوبارہ کوشش کریں۔`)
};

/**
* | output |
* | --- |
* | "Could not send the report. Please try again." |
*
* @param {Admin_Report_FailedInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const admin_report_failed = /** @type {((inputs?: Admin_Report_FailedInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Report_FailedInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_admin_report_failed(inputs)
	return en_admin_report_failed(inputs)
});