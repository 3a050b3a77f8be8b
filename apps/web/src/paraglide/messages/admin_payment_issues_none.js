/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Payment_Issues_NoneInputs */

const en_admin_payment_issues_none = /** @type {(inputs: Admin_Payment_Issues_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nothing to look at: every provider notification matched its payment.`)
};

const ur_admin_payment_issues_none = /** @type {(inputs: Admin_Payment_Issues_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`دیکھنے کو کچھ نہیں: فراہم کنندہ کی ہر اطلاع اپنی ادائیگی سے مطابقت رکھتی تھی۔`)
};

/**
* | output |
* | --- |
* | "Nothing to look at: every provider notification matched its payment." |
*
* @param {Admin_Payment_Issues_NoneInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const admin_payment_issues_none = /** @type {((inputs?: Admin_Payment_Issues_NoneInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Payment_Issues_NoneInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_admin_payment_issues_none(inputs)
	return en_admin_payment_issues_none(inputs)
});