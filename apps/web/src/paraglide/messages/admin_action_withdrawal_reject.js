/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Action_Withdrawal_RejectInputs */

const en_admin_action_withdrawal_reject = /** @type {(inputs: Admin_Action_Withdrawal_RejectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`withdrawal.reject`)
};

const ur_admin_action_withdrawal_reject = /** @type {(inputs: Admin_Action_Withdrawal_RejectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`رقم نکلوانے کی درخواست مسترد کی`)
};

/**
* | output |
* | --- |
* | "withdrawal.reject" |
*
* @param {Admin_Action_Withdrawal_RejectInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const admin_action_withdrawal_reject = /** @type {((inputs?: Admin_Action_Withdrawal_RejectInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Action_Withdrawal_RejectInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_admin_action_withdrawal_reject(inputs)
	return en_admin_action_withdrawal_reject(inputs)
});