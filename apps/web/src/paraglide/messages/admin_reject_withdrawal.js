/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Reject_WithdrawalInputs */

const en_admin_reject_withdrawal = /** @type {(inputs: Admin_Reject_WithdrawalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reject withdrawal`)
};

const ur_admin_reject_withdrawal = /** @type {(inputs: Admin_Reject_WithdrawalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`درخواست مسترد کریں`)
};

/**
* | output |
* | --- |
* | "Reject withdrawal" |
*
* @param {Admin_Reject_WithdrawalInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const admin_reject_withdrawal = /** @type {((inputs?: Admin_Reject_WithdrawalInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Reject_WithdrawalInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_admin_reject_withdrawal(inputs)
	return en_admin_reject_withdrawal(inputs)
});