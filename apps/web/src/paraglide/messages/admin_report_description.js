/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Report_DescriptionInputs */

const en_admin_report_description = /** @type {(inputs: Admin_Report_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tell the admins what is wrong. They will look at it.`)
};

const ur_admin_report_description = /** @type {(inputs: Admin_Report_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ایڈمنز کو بتائیں کہ کیا غلط ہے۔ وہ اس کا جائزہ لیں گے۔`)
};

/**
* | output |
* | --- |
* | "Tell the admins what is wrong. They will look at it." |
*
* @param {Admin_Report_DescriptionInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const admin_report_description = /** @type {((inputs?: Admin_Report_DescriptionInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Report_DescriptionInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_admin_report_description(inputs)
	return en_admin_report_description(inputs)
});