/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Payment_Problem_Bad_SignatureInputs */

const en_admin_payment_problem_bad_signature = /** @type {(inputs: Admin_Payment_Problem_Bad_SignatureInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Refused: the signature did not verify`)
};

const ur_admin_payment_problem_bad_signature = /** @type {(inputs: Admin_Payment_Problem_Bad_SignatureInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`مسترد: دستخط کی تصدیق نہیں ہوئی`)
};

/**
* | output |
* | --- |
* | "Refused: the signature did not verify" |
*
* @param {Admin_Payment_Problem_Bad_SignatureInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const admin_payment_problem_bad_signature = /** @type {((inputs?: Admin_Payment_Problem_Bad_SignatureInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Payment_Problem_Bad_SignatureInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_admin_payment_problem_bad_signature(inputs)
	return en_admin_payment_problem_bad_signature(inputs)
});