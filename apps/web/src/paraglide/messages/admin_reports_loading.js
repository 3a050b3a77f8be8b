/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Reports_LoadingInputs */

const en_admin_reports_loading = /** @type {(inputs: Admin_Reports_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading reports...`)
};

const ur_admin_reports_loading = /** @type {(inputs: Admin_Reports_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`رپورٹس لوڈ ہو رہی ہیں...`)
};

/**
* | output |
* | --- |
* | "Loading reports..." |
*
* @param {Admin_Reports_LoadingInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const admin_reports_loading = /** @type {((inputs?: Admin_Reports_LoadingInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Reports_LoadingInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_admin_reports_loading(inputs)
	return en_admin_reports_loading(inputs)
});