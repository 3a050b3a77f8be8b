/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Wallet_WithdrawInputs */

const en_wallet_withdraw = /** @type {(inputs: Wallet_WithdrawInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Withdraw`)
};

const ur_wallet_withdraw = /** @type {(inputs: Wallet_WithdrawInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`رقم نکلوائیں`)
};

/**
* | output |
* | --- |
* | "Withdraw" |
*
* @param {Wallet_WithdrawInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const wallet_withdraw = /** @type {((inputs?: Wallet_WithdrawInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Wallet_WithdrawInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_wallet_withdraw(inputs)
	return en_wallet_withdraw(inputs)
});