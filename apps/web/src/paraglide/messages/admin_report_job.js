/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Report_JobInputs */

const en_admin_report_job = /** @type {(inputs: Admin_Report_JobInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Report this job`)
};

const ur_admin_report_job = /** @type {(inputs: Admin_Report_JobInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`اس جاب کی رپورٹ کریں`)
};

/**
* | output |
* | --- |
* | "Report this job" |
*
* @param {Admin_Report_JobInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const admin_report_job = /** @type {((inputs?: Admin_Report_JobInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Report_JobInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_admin_report_job(inputs)
	return en_admin_report_job(inputs)
});