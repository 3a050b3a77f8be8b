/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Wallet_Add_Method_To_WithdrawInputs */

const en_wallet_add_method_to_withdraw = /** @type {(inputs: Wallet_Add_Method_To_WithdrawInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Add a payout method to withdraw.`)
};

const ur_wallet_add_method_to_withdraw = /** @type {(inputs: Wallet_Add_Method_To_WithdrawInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`رقم نکلوانے کے لیے ادائیگی کا طریقہ شامل کریں۔`)
};

/**
* | output |
* | --- |
* | "Add a payout method to withdraw." |
*
* @param {Wallet_Add_Method_To_WithdrawInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const wallet_add_method_to_withdraw = /** @type {((inputs?: Wallet_Add_Method_To_WithdrawInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Wallet_Add_Method_To_WithdrawInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_wallet_add_method_to_withdraw(inputs)
	return en_wallet_add_method_to_withdraw(inputs)
});