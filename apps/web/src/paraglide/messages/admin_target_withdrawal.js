/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Target_WithdrawalInputs */

const en_admin_target_withdrawal = /** @type {(inputs: Admin_Target_WithdrawalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`withdrawal`)
};

const ur_admin_target_withdrawal = /** @type {(inputs: Admin_Target_WithdrawalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`رقم نکلوانے کی درخواست`)
};

/**
* | output |
* | --- |
* | "withdrawal" |
*
* @param {Admin_Target_WithdrawalInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const admin_target_withdrawal = /** @type {((inputs?: Admin_Target_WithdrawalInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Target_WithdrawalInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_admin_target_withdrawal(inputs)
	return en_admin_target_withdrawal(inputs)
});