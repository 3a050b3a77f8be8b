/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Err_Choose_Jazzcash_Easypaisa_Or_A_Bank_AccountInputs */

const en_err_choose_jazzcash_easypaisa_or_a_bank_account = /** @type {(inputs: Err_Choose_Jazzcash_Easypaisa_Or_A_Bank_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose JazzCash, Easypaisa or a bank account`)
};

const ur_err_choose_jazzcash_easypaisa_or_a_bank_account = /** @type {(inputs: Err_Choose_Jazzcash_Easypaisa_Or_A_Bank_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`جاز کیش، ایزی پیسہ یا بینک اکاؤنٹ منتخب کریں`)
};

/**
* | output |
* | --- |
* | "Choose JazzCash, Easypaisa or a bank account" |
*
* @param {Err_Choose_Jazzcash_Easypaisa_Or_A_Bank_AccountInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_choose_jazzcash_easypaisa_or_a_bank_account = /** @type {((inputs?: Err_Choose_Jazzcash_Easypaisa_Or_A_Bank_AccountInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Err_Choose_Jazzcash_Easypaisa_Or_A_Bank_AccountInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_err_choose_jazzcash_easypaisa_or_a_bank_account(inputs)
	return en_err_choose_jazzcash_easypaisa_or_a_bank_account(inputs)
});