/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Action_Report_DismissInputs */

const en_admin_action_report_dismiss = /** @type {(inputs: Admin_Action_Report_DismissInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`report.dismiss`)
};

const ur_admin_action_report_dismiss = /** @type {(inputs: Admin_Action_Report_DismissInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`رپورٹ نظر انداز کی`)
};

/**
* | output |
* | --- |
* | "report.dismiss" |
*
* @param {Admin_Action_Report_DismissInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const admin_action_report_dismiss = /** @type {((inputs?: Admin_Action_Report_DismissInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Action_Report_DismissInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_admin_action_report_dismiss(inputs)
	return en_admin_action_report_dismiss(inputs)
});