/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Wallet_Withdrawal_HistoryInputs */

const en_wallet_withdrawal_history = /** @type {(inputs: Wallet_Withdrawal_HistoryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Withdrawal history`)
};

const ur_wallet_withdrawal_history = /** @type {(inputs: Wallet_Withdrawal_HistoryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`رقم نکلوانے کی تاریخچہ`)
};

/**
* | output |
* | --- |
* | "Withdrawal history" |
*
* @param {Wallet_Withdrawal_HistoryInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const wallet_withdrawal_history = /** @type {((inputs?: Wallet_Withdrawal_HistoryInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Wallet_Withdrawal_HistoryInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_wallet_withdrawal_history(inputs)
	return en_wallet_withdrawal_history(inputs)
});