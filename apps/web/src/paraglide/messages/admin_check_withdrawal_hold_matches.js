/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Check_Withdrawal_Hold_MatchesInputs */

const en_admin_check_withdrawal_hold_matches = /** @type {(inputs: Admin_Check_Withdrawal_Hold_MatchesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Each withdrawal hold holds exactly its open withdrawals`)
};

const ur_admin_check_withdrawal_hold_matches = /** @type {(inputs: Admin_Check_Withdrawal_Hold_MatchesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ہر رقم نکلوانے کی روک میں بالکل اس کی کھلی درخواستوں کی رقم ہے`)
};

/**
* | output |
* | --- |
* | "Each withdrawal hold holds exactly its open withdrawals" |
*
* @param {Admin_Check_Withdrawal_Hold_MatchesInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const admin_check_withdrawal_hold_matches = /** @type {((inputs?: Admin_Check_Withdrawal_Hold_MatchesInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Check_Withdrawal_Hold_MatchesInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_admin_check_withdrawal_hold_matches(inputs)
	return en_admin_check_withdrawal_hold_matches(inputs)
});