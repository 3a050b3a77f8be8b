/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Wallet_Kind_WithdrawInputs */

const en_wallet_kind_withdraw = /** @type {(inputs: Wallet_Kind_WithdrawInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Withdrawals`)
};

const ur_wallet_kind_withdraw = /** @type {(inputs: Wallet_Kind_WithdrawInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`رقم نکلوانا`)
};

/**
* | output |
* | --- |
* | "Withdrawals" |
*
* @param {Wallet_Kind_WithdrawInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const wallet_kind_withdraw = /** @type {((inputs?: Wallet_Kind_WithdrawInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Wallet_Kind_WithdrawInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_wallet_kind_withdraw(inputs)
	return en_wallet_kind_withdraw(inputs)
});