/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Wallet_Entry_WithdrawInputs */

const en_wallet_entry_withdraw = /** @type {(inputs: Wallet_Entry_WithdrawInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Withdrawal`)
};

const ur_wallet_entry_withdraw = /** @type {(inputs: Wallet_Entry_WithdrawInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`رقم نکلوانا`)
};

/**
* | output |
* | --- |
* | "Withdrawal" |
*
* @param {Wallet_Entry_WithdrawInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const wallet_entry_withdraw = /** @type {((inputs?: Wallet_Entry_WithdrawInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Wallet_Entry_WithdrawInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_wallet_entry_withdraw(inputs)
	return en_wallet_entry_withdraw(inputs)
});