/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Report_MessageInputs */

const en_admin_report_message = /** @type {(inputs: Admin_Report_MessageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Report this message`)
};

const ur_admin_report_message = /** @type {(inputs: Admin_Report_MessageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`اس پیغام کی رپورٹ کریں`)
};

/**
* | output |
* | --- |
* | "Report this message" |
*
* @param {Admin_Report_MessageInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const admin_report_message = /** @type {((inputs?: Admin_Report_MessageInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Report_MessageInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_admin_report_message(inputs)
	return en_admin_report_message(inputs)
});