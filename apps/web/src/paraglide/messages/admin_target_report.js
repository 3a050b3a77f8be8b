/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Target_ReportInputs */

const en_admin_target_report = /** @type {(inputs: Admin_Target_ReportInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`report`)
};

const ur_admin_target_report = /** @type {(inputs: Admin_Target_ReportInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`رپورٹ`)
};

/**
* | output |
* | --- |
* | "report" |
*
* @param {Admin_Target_ReportInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const admin_target_report = /** @type {((inputs?: Admin_Target_ReportInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Target_ReportInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_admin_target_report(inputs)
	return en_admin_target_report(inputs)
});