/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Withdrawal_ToInputs */

const en_admin_withdrawal_to = /** @type {(inputs: Admin_Withdrawal_ToInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (` to `)
};

const ur_admin_withdrawal_to = /** @type {(inputs: Admin_Withdrawal_ToInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`، بذریعہ `)
};

/**
* | output |
* | --- |
* | "to" |
*
* @param {Admin_Withdrawal_ToInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const admin_withdrawal_to = /** @type {((inputs?: Admin_Withdrawal_ToInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Withdrawal_ToInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_admin_withdrawal_to(inputs)
	return en_admin_withdrawal_to(inputs)
});