/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Check_Payment_Clearing_Holds_RefundsInputs */

const en_admin_check_payment_clearing_holds_refunds = /** @type {(inputs: Admin_Check_Payment_Clearing_Holds_RefundsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Each provider clearing account holds exactly its payments being refunded`)
};

const ur_admin_check_payment_clearing_holds_refunds = /** @type {(inputs: Admin_Check_Payment_Clearing_Holds_RefundsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`فراہم کنندہ کا ہر کلیئرنگ اکاؤنٹ صرف واپس ہونے والی ادائیگیاں رکھتا ہے`)
};

/**
* | output |
* | --- |
* | "Each provider clearing account holds exactly its payments being refunded" |
*
* @param {Admin_Check_Payment_Clearing_Holds_RefundsInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const admin_check_payment_clearing_holds_refunds = /** @type {((inputs?: Admin_Check_Payment_Clearing_Holds_RefundsInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Check_Payment_Clearing_Holds_RefundsInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_admin_check_payment_clearing_holds_refunds(inputs)
	return en_admin_check_payment_clearing_holds_refunds(inputs)
});