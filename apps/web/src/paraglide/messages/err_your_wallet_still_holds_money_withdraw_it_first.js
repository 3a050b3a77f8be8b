/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Err_Your_Wallet_Still_Holds_Money_Withdraw_It_FirstInputs */

const en_err_your_wallet_still_holds_money_withdraw_it_first = /** @type {(inputs: Err_Your_Wallet_Still_Holds_Money_Withdraw_It_FirstInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`your wallet still holds money; withdraw it first`)
};

const ur_err_your_wallet_still_holds_money_withdraw_it_first = /** @type {(inputs: Err_Your_Wallet_Still_Holds_Money_Withdraw_It_FirstInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`آپ کے والیٹ میں ابھی رقم موجود ہے؛ پہلے اسے نکلوائیں`)
};

/**
* | output |
* | --- |
* | "your wallet still holds money; withdraw it first" |
*
* @param {Err_Your_Wallet_Still_Holds_Money_Withdraw_It_FirstInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_your_wallet_still_holds_money_withdraw_it_first = /** @type {((inputs?: Err_Your_Wallet_Still_Holds_Money_Withdraw_It_FirstInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Err_Your_Wallet_Still_Holds_Money_Withdraw_It_FirstInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_err_your_wallet_still_holds_money_withdraw_it_first(inputs)
	return en_err_your_wallet_still_holds_money_withdraw_it_first(inputs)
});