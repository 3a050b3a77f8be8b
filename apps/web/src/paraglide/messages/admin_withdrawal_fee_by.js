/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ fee: NonNullable<unknown> }} Admin_Withdrawal_Fee_ByInputs */

const en_admin_withdrawal_fee_by = /** @type {(inputs: Admin_Withdrawal_Fee_ByInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (` (fee ${i?.fee}) by `)
};

const ur_admin_withdrawal_fee_by = /** @type {(inputs: Admin_Withdrawal_Fee_ByInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (` (فیس ${i?.fee})، از `)
};

/**
* | output |
* | --- |
* | "(fee {fee}) by" |
*
* @param {Admin_Withdrawal_Fee_ByInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const admin_withdrawal_fee_by = /** @type {((inputs: Admin_Withdrawal_Fee_ByInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Withdrawal_Fee_ByInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_admin_withdrawal_fee_by(inputs)
	return en_admin_withdrawal_fee_by(inputs)
});