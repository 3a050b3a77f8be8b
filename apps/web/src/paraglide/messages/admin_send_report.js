/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Send_ReportInputs */

const en_admin_send_report = /** @type {(inputs: Admin_Send_ReportInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Send report`)
};

const ur_admin_send_report = /** @type {(inputs: Admin_Send_ReportInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`رپورٹ بھیجیں`)
};

/**
* | output |
* | --- |
* | "Send report" |
*
* @param {Admin_Send_ReportInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const admin_send_report = /** @type {((inputs?: Admin_Send_ReportInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Send_ReportInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_admin_send_report(inputs)
	return en_admin_send_report(inputs)
});