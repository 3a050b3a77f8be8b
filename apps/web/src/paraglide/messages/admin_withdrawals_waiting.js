/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Withdrawals_WaitingInputs */

const en_admin_withdrawals_waiting = /** @type {(inputs: Admin_Withdrawals_WaitingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Withdrawals waiting for approval`)
};

const ur_admin_withdrawals_waiting = /** @type {(inputs: Admin_Withdrawals_WaitingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`منظوری کی منتظر رقم نکلوانے کی درخواستیں`)
};

/**
* | output |
* | --- |
* | "Withdrawals waiting for approval" |
*
* @param {Admin_Withdrawals_WaitingInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const admin_withdrawals_waiting = /** @type {((inputs?: Admin_Withdrawals_WaitingInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Withdrawals_WaitingInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_admin_withdrawals_waiting(inputs)
	return en_admin_withdrawals_waiting(inputs)
});