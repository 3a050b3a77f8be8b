/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Payment_Problem_Unknown_PaymentInputs */

const en_admin_payment_problem_unknown_payment = /** @type {(inputs: Admin_Payment_Problem_Unknown_PaymentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Names no payment of ours`)
};

const ur_admin_payment_problem_unknown_payment = /** @type {(inputs: Admin_Payment_Problem_Unknown_PaymentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ہماری کسی ادائیگی کا حوالہ نہیں`)
};

/**
* | output |
* | --- |
* | "Names no payment of ours" |
*
* @param {Admin_Payment_Problem_Unknown_PaymentInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const admin_payment_problem_unknown_payment = /** @type {((inputs?: Admin_Payment_Problem_Unknown_PaymentInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Payment_Problem_Unknown_PaymentInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_admin_payment_problem_unknown_payment(inputs)
	return en_admin_payment_problem_unknown_payment(inputs)
});