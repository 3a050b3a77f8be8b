/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Wallet_No_MethodsInputs */

const en_wallet_no_methods = /** @type {(inputs: Wallet_No_MethodsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No payout methods yet. Add JazzCash, Easypaisa or a bank account.`)
};

const ur_wallet_no_methods = /** @type {(inputs: Wallet_No_MethodsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ابھی ادائیگی کا کوئی طریقہ نہیں۔ جاز کیش، ایزی پیسہ یا بینک اکاؤنٹ شامل کریں۔`)
};

/**
* | output |
* | --- |
* | "No payout methods yet. Add JazzCash, Easypaisa or a bank account." |
*
* @param {Wallet_No_MethodsInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const wallet_no_methods = /** @type {((inputs?: Wallet_No_MethodsInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Wallet_No_MethodsInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_wallet_no_methods(inputs)
	return en_wallet_no_methods(inputs)
});