/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Payment_IssuesInputs */

const en_admin_payment_issues = /** @type {(inputs: Admin_Payment_IssuesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Payments that need a look`)
};

const ur_admin_payment_issues = /** @type {(inputs: Admin_Payment_IssuesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ادائیگیاں جنہیں دیکھنے کی ضرورت ہے`)
};

/**
* | output |
* | --- |
* | "Payments that need a look" |
*
* @param {Admin_Payment_IssuesInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const admin_payment_issues = /** @type {((inputs?: Admin_Payment_IssuesInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Payment_IssuesInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_admin_payment_issues(inputs)
	return en_admin_payment_issues(inputs)
});