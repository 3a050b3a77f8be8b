/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Wallet_Entry_PayoutInputs */

const en_wallet_entry_payout = /** @type {(inputs: Wallet_Entry_PayoutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Withdrawal paid out`)
};

const ur_wallet_entry_payout = /** @type {(inputs: Wallet_Entry_PayoutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`نکلوائی گئی رقم ادا ہو گئی`)
};

/**
* | output |
* | --- |
* | "Withdrawal paid out" |
*
* @param {Wallet_Entry_PayoutInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const wallet_entry_payout = /** @type {((inputs?: Wallet_Entry_PayoutInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Wallet_Entry_PayoutInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_wallet_entry_payout(inputs)
	return en_wallet_entry_payout(inputs)
});