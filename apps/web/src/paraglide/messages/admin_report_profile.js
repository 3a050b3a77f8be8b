/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Report_ProfileInputs */

const en_admin_report_profile = /** @type {(inputs: Admin_Report_ProfileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Report this profile`)
};

const ur_admin_report_profile = /** @type {(inputs: Admin_Report_ProfileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`اس پروفائل کی رپورٹ کریں`)
};

/**
* | output |
* | --- |
* | "Report this profile" |
*
* @param {Admin_Report_ProfileInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const admin_report_profile = /** @type {((inputs?: Admin_Report_ProfileInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Report_ProfileInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_admin_report_profile(inputs)
	return en_admin_report_profile(inputs)
});