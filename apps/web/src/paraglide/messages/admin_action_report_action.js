/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Action_Report_ActionInputs */

const en_admin_action_report_action = /** @type {(inputs: Admin_Action_Report_ActionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`report.action`)
};

const ur_admin_action_report_action = /** @type {(inputs: Admin_Action_Report_ActionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`رپورٹ پر کارروائی کی`)
};

/**
* | output |
* | --- |
* | "report.action" |
*
* @param {Admin_Action_Report_ActionInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const admin_action_report_action = /** @type {((inputs?: Admin_Action_Report_ActionInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Action_Report_ActionInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_admin_action_report_action(inputs)
	return en_admin_action_report_action(inputs)
});