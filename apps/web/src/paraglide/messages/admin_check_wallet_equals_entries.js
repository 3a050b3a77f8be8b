/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Check_Wallet_Equals_EntriesInputs */

const en_admin_check_wallet_equals_entries = /** @type {(inputs: Admin_Check_Wallet_Equals_EntriesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Each wallet's pending and available equal what its entries say`)
};

const ur_admin_check_wallet_equals_entries = /** @type {(inputs: Admin_Check_Wallet_Equals_EntriesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ہر والیٹ کا زیرِ التوا اور دستیاب بیلنس اس کے اندراجات کے مطابق ہے`)
};

/**
* | output |
* | --- |
* | "Each wallet's pending and available equal what its entries say" |
*
* @param {Admin_Check_Wallet_Equals_EntriesInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const admin_check_wallet_equals_entries = /** @type {((inputs?: Admin_Check_Wallet_Equals_EntriesInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Check_Wallet_Equals_EntriesInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_admin_check_wallet_equals_entries(inputs)
	return en_admin_check_wallet_equals_entries(inputs)
});