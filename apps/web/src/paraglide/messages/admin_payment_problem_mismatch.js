/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Payment_Problem_MismatchInputs */

const en_admin_payment_problem_mismatch = /** @type {(inputs: Admin_Payment_Problem_MismatchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Signed, but the merchant, amount or currency did not match: nothing was funded`)
};

const ur_admin_payment_problem_mismatch = /** @type {(inputs: Admin_Payment_Problem_MismatchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`دستخط درست، مگر مرچنٹ، رقم یا کرنسی مطابق نہیں تھی: کوئی رقم جمع نہیں ہوئی`)
};

/**
* | output |
* | --- |
* | "Signed, but the merchant, amount or currency did not match: nothing was funded" |
*
* @param {Admin_Payment_Problem_MismatchInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const admin_payment_problem_mismatch = /** @type {((inputs?: Admin_Payment_Problem_MismatchInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Payment_Problem_MismatchInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_admin_payment_problem_mismatch(inputs)
	return en_admin_payment_problem_mismatch(inputs)
});