/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Action_Withdrawal_ApproveInputs */

const en_admin_action_withdrawal_approve = /** @type {(inputs: Admin_Action_Withdrawal_ApproveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`withdrawal.approve`)
};

const ur_admin_action_withdrawal_approve = /** @type {(inputs: Admin_Action_Withdrawal_ApproveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`رقم نکلوانے کی درخواست منظور کی`)
};

/**
* | output |
* | --- |
* | "withdrawal.approve" |
*
* @param {Admin_Action_Withdrawal_ApproveInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const admin_action_withdrawal_approve = /** @type {((inputs?: Admin_Action_Withdrawal_ApproveInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Action_Withdrawal_ApproveInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_admin_action_withdrawal_approve(inputs)
	return en_admin_action_withdrawal_approve(inputs)
});