/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Check_Withdrawal_Settles_OnceInputs */

const en_admin_check_withdrawal_settles_once = /** @type {(inputs: Admin_Check_Withdrawal_Settles_OnceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A withdrawal is reserved once, then posted or voided at most once`)
};

const ur_admin_check_withdrawal_settles_once = /** @type {(inputs: Admin_Check_Withdrawal_Settles_OnceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`رقم نکلوانے کی درخواست ایک بار محفوظ، پھر زیادہ سے زیادہ ایک بار ادا یا منسوخ ہوتی ہے`)
};

/**
* | output |
* | --- |
* | "A withdrawal is reserved once, then posted or voided at most once" |
*
* @param {Admin_Check_Withdrawal_Settles_OnceInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const admin_check_withdrawal_settles_once = /** @type {((inputs?: Admin_Check_Withdrawal_Settles_OnceInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Check_Withdrawal_Settles_OnceInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_admin_check_withdrawal_settles_once(inputs)
	return en_admin_check_withdrawal_settles_once(inputs)
});