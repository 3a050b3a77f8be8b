/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_ReportInputs */

const en_admin_report = /** @type {(inputs: Admin_ReportInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Report`)
};

const ur_admin_report = /** @type {(inputs: Admin_ReportInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`رپورٹ کریں`)
};

/**
* | output |
* | --- |
* | "Report" |
*
* @param {Admin_ReportInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const admin_report = /** @type {((inputs?: Admin_ReportInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_ReportInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_admin_report(inputs)
	return en_admin_report(inputs)
});