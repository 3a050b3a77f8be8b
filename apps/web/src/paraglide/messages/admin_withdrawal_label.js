/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ amount: NonNullable<unknown>, name: NonNullable<unknown> }} Admin_Withdrawal_LabelInputs */

const en_admin_withdrawal_label = /** @type {(inputs: Admin_Withdrawal_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Withdrawal of ${i?.amount} by ${i?.name}`)
};

const ur_admin_withdrawal_label = /** @type {(inputs: Admin_Withdrawal_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} کی جانب سے ${i?.amount} نکلوانے کی درخواست`)
};

/**
* | output |
* | --- |
* | "Withdrawal of {amount} by {name}" |
*
* @param {Admin_Withdrawal_LabelInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const admin_withdrawal_label = /** @type {((inputs: Admin_Withdrawal_LabelInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Withdrawal_LabelInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_admin_withdrawal_label(inputs)
	return en_admin_withdrawal_label(inputs)
});