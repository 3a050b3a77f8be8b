/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Check_Payout_Clearing_Equals_PaidInputs */

const en_admin_check_payout_clearing_equals_paid = /** @type {(inputs: Admin_Check_Payout_Clearing_Equals_PaidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Each payout clearing account equals what the provider confirmed paid`)
};

const ur_admin_check_payout_clearing_equals_paid = /** @type {(inputs: Admin_Check_Payout_Clearing_Equals_PaidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ہر ادائیگی کلیئرنگ اکاؤنٹ فراہم کنندہ کی تصدیق شدہ ادائیگیوں کے برابر ہے`)
};

/**
* | output |
* | --- |
* | "Each payout clearing account equals what the provider confirmed paid" |
*
* @param {Admin_Check_Payout_Clearing_Equals_PaidInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const admin_check_payout_clearing_equals_paid = /** @type {((inputs?: Admin_Check_Payout_Clearing_Equals_PaidInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Check_Payout_Clearing_Equals_PaidInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_admin_check_payout_clearing_equals_paid(inputs)
	return en_admin_check_payout_clearing_equals_paid(inputs)
});