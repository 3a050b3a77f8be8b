/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Wallet_Confirm_WithdrawalInputs */

const en_wallet_confirm_withdrawal = /** @type {(inputs: Wallet_Confirm_WithdrawalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confirm withdrawal`)
};

const ur_wallet_confirm_withdrawal = /** @type {(inputs: Wallet_Confirm_WithdrawalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`رقم نکلوانے کی تصدیق کریں`)
};

/**
* | output |
* | --- |
* | "Confirm withdrawal" |
*
* @param {Wallet_Confirm_WithdrawalInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const wallet_confirm_withdrawal = /** @type {((inputs?: Wallet_Confirm_WithdrawalInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Wallet_Confirm_WithdrawalInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_wallet_confirm_withdrawal(inputs)
	return en_wallet_confirm_withdrawal(inputs)
});